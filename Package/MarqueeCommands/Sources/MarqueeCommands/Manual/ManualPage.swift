import MarqueeWords

/// The manual page `marquee.1` in roff, built from the same tables and texts as `--help`, so it cannot drift.
struct ManualPage {
    /// The environment variables the page explains, each with the key of its sentence, in the order they matter.
    static let environment: [(name: String, key: String)] = [
        ("MARQUEE_HOME", "man.env.home"),
        ("XDG_DATA_HOME", "man.env.dataHome"),
        ("XDG_CONFIG_HOME", "man.env.configHome"),
        ("XDG_CACHE_HOME", "man.env.cacheHome"),
        ("OPENAI_API_KEY", "man.env.apiKey"),
        ("OPENAI_BASE_URL", "man.env.baseURL"),
        ("OPENAI_MODEL", "man.env.model"),
        ("MARQUEE_RECOMMENDER_URL", "man.env.recommender"),
        ("MARQUEE_ITUNES_URL", "man.env.itunes"),
        ("MARQUEE_HTTP_TIMEOUT_MS", "man.env.timeout"),
        ("MARQUEE_HTTP_ATTEMPTS", "man.env.attempts"),
        ("MARQUEE_ACCESSIBLE", "man.env.accessible"),
        ("MARQUEE_REDUCE_MOTION", "man.env.reduceMotion"),
        ("NO_COLOR", "man.env.noColor"),
        ("CLICOLOR_FORCE", "man.env.clicolorForce"),
        ("CLICOLOR", "man.env.clicolor"),
        ("MARQUEE_IMAGES", "man.env.images"),
        ("TERM", "man.env.term"),
        ("LC_ALL, LC_MESSAGES, LANG, LANGUAGE", "man.env.language"),
    ]

    /// The files the page lists, each with the key of its sentence.
    static let files: [(path: String, key: String)] = [
        ("~/.local/share/marquee/profile.json", "man.file.profile"),
        ("~/.config/marquee/config.json", "man.file.config"),
        ("~/.cache/marquee/itunes/", "man.file.cache"),
    ]

    /// The exit statuses, each with the key of its sentence.
    static let exitStatuses: [(code: Int32, key: String)] = [
        (MarqueeCLI.success, "man.exit.success"),
        (MarqueeCLI.failure, "man.exit.failure"),
        (MarqueeCLI.usage, "man.exit.usage"),
        (AppLauncher.interruptedStatus, "man.exit.interrupted"),
    ]

    /// The examples: a command line and the key of the sentence that says what it does.
    static let examples: [(line: String, key: String)] = [
        ("marquee", "man.example.bare"),
        ("marquee feed --genre Sci-Fi -n 5", "man.example.feed"),
        ("marquee like \"the matrix\"", "man.example.like"),
        ("marquee search godfather 2", "man.example.search"),
        ("marquee ask \"a 90s crime film under two hours\"", "man.example.ask"),
        ("marquee feed --json | jq '.picks[0]'", "man.example.json"),
        ("source <(marquee completions bash)", "man.example.completions"),
    ]

    let l10n: Localizer

    /// The whole page.
    func text() -> String {
        var lines = [
            ".TH MARQUEE 1 \"\" \"marquee \(HelpText.version)\" \"\(Roff.escaped(l10n("man.section.manual")))\"",
            ".SH \(Roff.escaped(l10n("man.section.name")))",
            "marquee \\- " + Roff.escaped(l10n("man.name")),
            ".SH \(Roff.escaped(l10n("man.section.synopsis")))",
            ".B marquee",
            "[\\fIoptions\\fR] [\\fIcommand\\fR] [\\fIarguments\\fR]",
            ".SH \(Roff.escaped(l10n("man.section.description")))",
            Roff.escaped(l10n("help.noCommand")),
            ".PP",
            Roff.escaped(l10n("help.perCommand")),
            ".SH \(Roff.escaped(l10n("man.section.commands")))",
        ]
        for command in CommandRegistry.all {
            lines += commandLines(command.spec)
        }
        lines.append(".SH \(Roff.escaped(l10n("man.section.options")))")
        for option in CompletionCatalog.topLevelOptions {
            let helpKey =
                CommandSpec.globalOptions.first { $0.name == option.name }?.helpKey
                ?? "help.option.\(option.name.dropFirst(2))"
            lines += [".TP", label(option.names, valueName: valueName(option.name)), Roff.escaped(l10n(helpKey))]
        }
        lines.append(".SH \(Roff.escaped(l10n("man.section.environment")))")
        for (name, key) in Self.environment {
            lines += [".TP", Roff.bold(name), Roff.escaped(l10n(key))]
        }
        lines.append(".SH \(Roff.escaped(l10n("man.section.files")))")
        for (path, key) in Self.files {
            lines += [".TP", Roff.italic(path), Roff.escaped(l10n(key))]
        }
        lines.append(".SH \(Roff.escaped(l10n("man.section.exitStatus")))")
        for (code, key) in Self.exitStatuses {
            lines += [".TP", Roff.bold(String(code)), Roff.escaped(l10n(key))]
        }
        lines.append(".SH \(Roff.escaped(l10n("man.section.examples")))")
        for (line, key) in Self.examples {
            lines += [".PP", Roff.escaped(l10n(key)), ".PP", ".RS", Roff.bold(line), ".RE"]
        }
        lines += [".SH \(Roff.escaped(l10n("man.section.seeAlso")))", Roff.escaped(l10n("man.seeAlso"))]
        return lines.joined(separator: "\n") + "\n"
    }

    private func commandLines(_ spec: CommandSpec) -> [String] {
        var lines = [".TP", spec.names.map(Roff.bold).joined(separator: ", ") + argumentsText(spec)]
        lines.append(Roff.escaped(l10n(spec.abstractKey)))
        lines.append(".RS")
        if !spec.discussionKey.isEmpty { lines += [".PP", Roff.escaped(l10n(spec.discussionKey))] }
        for option in spec.options {
            lines += [".TP", label([option.name] + [option.shortName].compactMap { $0 }, valueName: option.valueName)]
            lines.append(Roff.escaped(l10n(option.helpKey)))
        }
        lines.append(".RE")
        return lines
    }

    private func argumentsText(_ spec: CommandSpec) -> String {
        spec.arguments.map { " " + Roff.italic($0) }.joined()
    }

    private func label(_ names: [String], valueName: String?) -> String {
        names.map(Roff.bold).joined(separator: ", ") + (valueName.map { " " + Roff.italic($0) } ?? "")
    }

    private func valueName(_ option: String) -> String? {
        CommandSpec.globalOptions.first { $0.name == option }?.valueName
    }
}
