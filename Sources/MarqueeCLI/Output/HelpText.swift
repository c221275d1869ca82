/// The help screens, built from the same tables the parser uses so they cannot drift apart.
enum HelpText {
    static let version = "0.1.0"

    static func overview() -> String {
        var lines = [
            "marquee \(version): find tonight's movie.",
            "",
            "Usage: marquee [<command>] [<options>]",
            "",
            "With no command, Marquee shows tonight's top five picks.",
            "",
            "Commands:",
        ]
        for command in CommandRegistry.all {
            let spec = command.spec
            let name = spec.names.joined(separator: "|")
            lines.append(
                "  " + name.padding(toLength: max(name.count, 36), withPad: " ", startingAt: 0) + "  " + spec.abstract)
        }
        lines += [
            "",
            "Options for every command:",
            "  --json        Print machine-readable JSON instead of text.",
            "  -h, --help    Show help for marquee or for one command.",
            "  --version     Show the version and exit.",
            "",
            "Environment: MARQUEE_HOME keeps your profile in another folder; NO_COLOR turns colour off.",
            "Run 'marquee <command> --help' for a command's options.",
        ]
        return lines.joined(separator: "\n")
    }

    static func command(_ spec: CommandSpec, invokedAs name: String) -> String {
        var lines = [spec.abstract, "", "Usage: " + spec.usage(invokedAs: name)]
        if !spec.discussion.isEmpty { lines += ["", spec.discussion] }
        lines += ["", "Options:"]
        for option in spec.options + CommandSpec.globalOptions {
            var label = option.shortName.map { "\($0), \(option.name)" } ?? option.name
            if let value = option.valueName { label += " \(value)" }
            lines.append(
                "  " + label.padding(toLength: max(label.count, 16), withPad: " ", startingAt: 0) + "  " + option.help)
        }
        return lines.joined(separator: "\n")
    }
}
