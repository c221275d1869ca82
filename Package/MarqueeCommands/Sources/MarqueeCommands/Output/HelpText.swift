import MarqueeDomain
import MarqueeWords

/// The help screens, built from the same tables the parser uses so they cannot drift apart.
struct HelpText {
    static let version = "0.1.0"

    let l10n: Localizer

    /// The main help; `span` is the bundled catalog's, stated under the tagline.
    func overview(span: CatalogSpan?) -> String {
        var lines = [l10n("help.tagline", Self.version)]
        if let span { lines.append(CoverageText(l10n: l10n).span(span)) }
        lines += ["", l10n("help.usage"), "", l10n("help.noCommand"), ""]
        lines.append(l10n("help.commands"))
        for command in CommandRegistry.all {
            let spec = command.spec
            lines.append(row(spec.names.joined(separator: "|"), l10n(spec.abstractKey), width: 36))
        }
        lines += ["", l10n("help.globalOptions")]
        lines.append(row("--json", l10n("help.option.json"), width: 14))
        lines.append(row("-h, --help", l10n("help.option.help"), width: 14))
        lines.append(row("--lang LANG", l10n("help.option.lang"), width: 14))
        lines.append(row("--color WHEN", l10n("help.option.color"), width: 14))
        lines.append(row("--images MODE", l10n("help.option.images"), width: 14))
        lines.append(row("--accessible", l10n("help.option.accessible"), width: 14))
        lines.append(row("--version", l10n("help.option.version"), width: 14))
        lines += ["", l10n("help.environment"), l10n("help.environment.color"), l10n("help.perCommand")]
        return lines.joined(separator: "\n")
    }

    func command(_ spec: CommandSpec, invokedAs name: String) -> String {
        var lines = [l10n(spec.abstractKey), "", l10n("usage.line", spec.usage(invokedAs: name))]
        if !spec.discussionKey.isEmpty { lines += ["", l10n(spec.discussionKey)] }
        lines += ["", l10n("help.options")]
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
