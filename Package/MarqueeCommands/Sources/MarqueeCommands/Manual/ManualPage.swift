import MarqueeWords

/// The manual page `marquee.1` in roff, built from the same tables and texts as `--help`, so it cannot drift.
struct ManualPage {
    /// The environment variables the page explains, each with the key of its sentence, in the order they matter.
    static let environment: [(name: String, key: L10nKey)] = [
        ("MARQUEE_HOME", .manEnvHome),
        ("XDG_DATA_HOME", .manEnvDataHome),
        ("XDG_CONFIG_HOME", .manEnvConfigHome),
        ("XDG_CACHE_HOME", .manEnvCacheHome),
        ("OPENAI_API_KEY", .manEnvApiKey),
        ("OPENAI_BASE_URL", .manEnvBaseURL),
        ("OPENAI_MODEL", .manEnvModel),
        ("MARQUEE_RECOMMENDER_URL", .manEnvRecommender),
        ("MARQUEE_ITUNES_URL", .manEnvItunes),
        ("MARQUEE_HTTP_TIMEOUT_MS", .manEnvTimeout),
        ("MARQUEE_HTTP_ATTEMPTS", .manEnvAttempts),
        ("MARQUEE_ACCESSIBLE", .manEnvAccessible),
        ("MARQUEE_REDUCE_MOTION", .manEnvReduceMotion),
        ("NO_COLOR", .manEnvNoColor),
        ("CLICOLOR_FORCE", .manEnvClicolorForce),
        ("CLICOLOR", .manEnvClicolor),
        ("MARQUEE_IMAGES", .manEnvImages),
        ("TERM", .manEnvTerm),
        ("LC_ALL, LC_MESSAGES, LANG, LANGUAGE", .manEnvLanguage),
    ]

    /// The files the page lists, each with the key of its sentence.
    static let files: [(path: String, key: L10nKey)] = [
        ("~/.local/share/marquee/profile.json", .manFileProfile),
        ("~/.config/marquee/config.json", .manFileConfig),
        ("~/.cache/marquee/itunes/", .manFileCache),
    ]

    /// The exit statuses, each with the key of its sentence.
    static let exitStatuses: [(code: Int32, key: L10nKey)] = [
        (MarqueeCLI.success, .manExitSuccess),
        (MarqueeCLI.failure, .manExitFailure),
        (MarqueeCLI.usage, .manExitUsage),
        (AppLauncher.interruptedStatus, .manExitInterrupted),
    ]

    /// The examples: a command line and the key of the sentence that says what it does.
    static let examples: [(line: String, key: L10nKey)] = [
        ("marquee", .manExampleBare),
        ("marquee feed --genre Sci-Fi -n 5", .manExampleFeed),
        ("marquee like \"the matrix\"", .manExampleLike),
        ("marquee search godfather 2", .manExampleSearch),
        ("marquee ask \"a 90s crime film under two hours\"", .manExampleAsk),
        ("marquee feed --json | jq '.picks[0]'", .manExampleJson),
        ("source <(marquee completions bash)", .manExampleCompletions),
    ]

    /// The help of the top-level options that no command takes; a test checks that every one has its entry.
    static let topLevelHelp: [String: L10nKey] = [
        "--accessible": .helpOptionAccessible, "--version": .helpOptionVersion,
    ]

    let l10n: Localizer

    /// The whole page.
    func text() -> String {
        var lines = [
            ".TH MARQUEE 1 \"\" \"marquee \(HelpText.version)\" \"\(Roff.escaped(l10n(.manSectionManual)))\"",
            ".SH \(Roff.escaped(l10n(.manSectionName)))",
            "marquee \\- " + Roff.escaped(l10n(.manName)),
            ".SH \(Roff.escaped(l10n(.manSectionSynopsis)))",
            ".B marquee",
            "[\\fIoptions\\fR] [\\fIcommand\\fR] [\\fIarguments\\fR]",
            ".SH \(Roff.escaped(l10n(.manSectionDescription)))",
            Roff.escaped(l10n(.helpNoCommand)),
            ".PP",
            Roff.escaped(l10n(.helpPerCommand)),
            ".SH \(Roff.escaped(l10n(.manSectionCommands)))",
        ]
        for command in CommandRegistry.all {
            lines += commandLines(command.spec)
        }
        lines.append(".SH \(Roff.escaped(l10n(.manSectionOptions)))")
        for option in CompletionCatalog.topLevelOptions {
            let global = CommandSpec.globalOptions.first { $0.name == option.name }?.helpKey
            guard let helpKey = global ?? Self.topLevelHelp[option.name] else { continue }
            lines += [".TP", label(option.names, valueName: valueName(option.name)), Roff.escaped(l10n(helpKey))]
        }
        lines.append(".SH \(Roff.escaped(l10n(.manSectionEnvironment)))")
        for (name, key) in Self.environment {
            lines += [".TP", Roff.bold(name), Roff.escaped(l10n(key))]
        }
        lines.append(".SH \(Roff.escaped(l10n(.manSectionFiles)))")
        for (path, key) in Self.files {
            lines += [".TP", Roff.italic(path), Roff.escaped(l10n(key))]
        }
        lines.append(".SH \(Roff.escaped(l10n(.manSectionExitStatus)))")
        for (code, key) in Self.exitStatuses {
            lines += [".TP", Roff.bold(String(code)), Roff.escaped(l10n(key))]
        }
        lines.append(".SH \(Roff.escaped(l10n(.manSectionExamples)))")
        for (line, key) in Self.examples {
            lines += [".PP", Roff.escaped(l10n(key)), ".PP", ".RS", Roff.bold(line), ".RE"]
        }
        lines += [".SH \(Roff.escaped(l10n(.manSectionSeeAlso)))", Roff.escaped(l10n(.manSeeAlso))]
        return lines.joined(separator: "\n") + "\n"
    }

    private func commandLines(_ spec: CommandSpec) -> [String] {
        var lines = [".TP", spec.names.map(Roff.bold).joined(separator: ", ") + argumentsText(spec)]
        lines.append(Roff.escaped(l10n(spec.abstractKey)))
        lines.append(".RS")
        if let discussion = spec.discussionKey { lines += [".PP", Roff.escaped(l10n(discussion))] }
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
