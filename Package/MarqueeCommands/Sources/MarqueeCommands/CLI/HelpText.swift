import MarqueeDomain
import MarqueePresentation
import MarqueeWords

/// The help screens, built from the same tables the parser uses so they cannot drift apart.
struct HelpText {
    static let version = "0.1.0"

    let l10n: Localizer

    /// The main help; `span` is the bundled catalog's, stated under the tagline.
    func overview(span: CatalogSpan?, overlay: IMDbOverlaySummary? = nil) -> String {
        var lines = [l10n(.helpTagline, Self.version)]
        if let span, overlay == nil { lines.append(CoverageText(l10n: l10n).span(span)) }
        if let overlay { lines.append(CatalogText(l10n: l10n).overlay(overlay)) }
        lines += ["", l10n(.helpUsage), "", l10n(.helpNoCommand), ""]
        lines.append(l10n(.helpCommands))
        for command in CommandRegistry.all {
            let spec = command.spec
            lines.append(row(spec.names.joined(separator: "|"), l10n(spec.abstractKey), width: 36))
        }
        lines += ["", l10n(.helpGlobalOptions)]
        lines.append(row("--json", l10n(.helpOptionJson), width: 14))
        lines.append(row("-h, --help", l10n(.helpOptionHelp), width: 14))
        lines.append(row("--lang LANG", l10n(.helpOptionLang), width: 14))
        lines.append(row("--color WHEN", l10n(.helpOptionColor), width: 14))
        lines.append(row("--images MODE", l10n(.helpOptionImages), width: 14))
        lines.append(row("--accessible", l10n(.helpOptionAccessible), width: 14))
        lines.append(row("--version", l10n(.helpOptionVersion), width: 14))
        lines += ["", l10n(.helpEnvironment), l10n(.helpEnvironmentColor), l10n(.helpPerCommand)]
        return lines.joined(separator: "\n")
    }

    func command(_ spec: CommandSpec, invokedAs name: String) -> String {
        var lines = [l10n(spec.abstractKey), "", l10n(.usageLine, spec.usage(invokedAs: name))]
        if let discussion = spec.discussionKey { lines += ["", l10n(discussion)] }
        lines += ["", l10n(.helpOptions)]
        for option in spec.options + spec.acceptedGlobalOptions {
            var label = option.shortName.map { "\($0), \(option.name)" } ?? option.name
            if let value = option.valueName { label += " \(value)" }
            lines.append(row(label, l10n(option.helpKey), width: 16))
        }
        return lines.joined(separator: "\n")
    }

    private func row(_ label: String, _ text: String, width: Int) -> String {
        "  " + label.padding(toLength: max(label.count, width), withPad: " ", startingAt: 0) + "  " + text
    }
}
