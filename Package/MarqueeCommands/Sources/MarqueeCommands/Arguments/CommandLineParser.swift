import MarqueeWords

/// Splits arguments according to a ``CommandSpec``.
///
/// The commands depend on nothing outside the toolchain, so the parser is small and table-driven, and one table
/// drives both parsing and `--help`.
///
/// Accepts `--name value`, `--name=value`, short aliases, and `--` to end options.
public struct CommandLineParser: Sendable {
    /// Creates a parser.
    public init() {}

    /// Parses the arguments that follow the command name.
    /// - Parameters:
    ///   - arguments: the arguments after the command name.
    ///   - spec: the command's table.
    ///   - name: the command name as typed.
    ///   - l10n: the language of error messages.
    /// - Returns: the split arguments.
    /// - Throws: ``UsageError`` for an unknown option, a missing value, or the wrong number of arguments.
    public func parse(
        _ arguments: [String],
        for spec: CommandSpec,
        invokedAs name: String,
        l10n: Localizer
    ) throws(UsageError) -> ParsedArguments {
        let table = spec.options + spec.acceptedGlobalOptions
        var parsed = ParsedArguments(command: name, l10n: l10n)
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (key, inlineValue) = split(argument)
            if key == "--json" && !spec.printsJSON {
                throw UsageError(l10n(spec.noJSONKey, name), command: name)
            }
            guard let option = table.first(where: { $0.name == key || $0.shortName == key }) else {
                let accepted = table.map(\.name).joined(separator: ", ")
                throw UsageError(l10n(.usageUnknownOption, key, name, accepted), command: name)
            }
            if option.valueName == nil {
                guard inlineValue == nil else {
                    throw UsageError(l10n(.usageFlagTakesNoValue, option.name, inlineValue ?? ""), command: name)
                }
                parsed.flags.insert(option.name)
            } else if let value = inlineValue ?? remaining.popFirst() {
                parsed.values[option.name] = value
            } else {
                throw UsageError(
                    l10n(.usageNeedsValue, option.name, option.name, option.valueName ?? ""),
                    command: name
                )
            }
        }
        if parsed.has("--help") { return parsed }
        try checkCount(parsed.positionals, spec: spec, name: name, l10n: l10n)
        return parsed
    }

    private func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private func checkCount(
        _ positionals: [String],
        spec: CommandSpec,
        name: String,
        l10n: Localizer
    ) throws(UsageError) {
        let range = spec.argumentCount
        if positionals.count < range.lowerBound {
            let wanted = spec.arguments.joined(separator: " ")
            throw UsageError(l10n(.usageNeedsArguments, name, wanted), command: name)
        }
        if positionals.count > range.upperBound {
            let extra = positionals[range.upperBound...].map { "'\($0)'" }.joined(separator: ", ")
            throw UsageError(l10n(.usageUnexpectedArgument, extra, name), command: name)
        }
    }
}
