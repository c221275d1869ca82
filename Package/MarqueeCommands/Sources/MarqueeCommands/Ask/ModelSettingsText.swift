import MarqueeWords

/// `marquee model` as text: where the settings live, and each value in use with where it comes from.
struct ModelSettingsText {
    let l10n: Localizer

    func text(_ report: ModelSettingsReport) -> String {
        let key = report.keyOrigin.map { l10n(.modelKeySet, origin($0)) } ?? l10n(.modelKeyMissing)
        return [
            l10n(.modelHeading, report.path),
            l10n(.modelServer, report.server, origin(report.serverOrigin)),
            l10n(.modelModel, report.model, origin(report.modelOrigin)),
            key,
        ].joined(separator: "\n")
    }

    private func origin(_ origin: ModelSettingsReport.Origin) -> String {
        switch origin {
        case .environment: l10n(.modelOriginEnvironment)
        case .file: l10n(.modelOriginFile)
        case .builtIn: l10n(.modelOriginDefault)
        }
    }
}
