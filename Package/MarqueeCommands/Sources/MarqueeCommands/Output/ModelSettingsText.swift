import MarqueeWords

/// `marquee model` as text: where the settings live, and each value in use with where it comes from.
struct ModelSettingsText {
    let l10n: Localizer

    func text(_ report: ModelSettingsReport) -> String {
        let key = report.keyOrigin.map { l10n("model.key.set", origin($0)) } ?? l10n("model.key.missing")
        return [
            l10n("model.heading", report.path),
            l10n("model.server", report.server, origin(report.serverOrigin)),
            l10n("model.model", report.model, origin(report.modelOrigin)),
            key,
        ].joined(separator: "\n")
    }

    private func origin(_ origin: ModelSettingsReport.Origin) -> String {
        switch origin {
        case .environment: l10n("model.origin.environment")
        case .file: l10n("model.origin.file")
        case .builtIn: l10n("model.origin.default")
        }
    }
}
