/// Splits arguments according to a ``CommandSpec``: a small, table-driven stand-in for
/// swift-argument-parser, which cannot be fetched here.
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
    /// - Returns: the split arguments.
    /// - Throws: ``UsageError`` for an unknown option, a missing value, or the wrong number of arguments.
    public func parse(_ arguments: [String], for spec: CommandSpec, invokedAs name: String) throws(UsageError)
        -> ParsedArguments
    {
        let table = spec.options + CommandSpec.globalOptions
        var parsed = ParsedArguments(command: name)
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
            guard let option = table.first(where: { $0.name == key || $0.shortName == key }) else {
                throw UsageError("unknown option '\(key)' for '\(name)'. \(accepted(table))", command: name)
            }
            if option.valueName == nil {
                guard inlineValue == nil else {
                    throw UsageError("\(option.name) takes no value, got '\(inlineValue ?? "")'.", command: name)
                }
                parsed.flags.insert(option.name)
            } else if let value = inlineValue ?? remaining.popFirst() {
                parsed.values[option.name] = value
            } else {
                throw UsageError(
                    "\(option.name) needs a value: \(option.name) \(option.valueName ?? "")", command: name)
            }
        }
        if parsed.has("--help") { return parsed }
        try checkCount(parsed.positionals, spec: spec, name: name)
        return parsed
    }

    private func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private func accepted(_ table: [OptionSpec]) -> String {
        "It accepts: " + table.map(\.name).joined(separator: ", ") + "."
    }

    private func checkCount(_ positionals: [String], spec: CommandSpec, name: String) throws(UsageError) {
        let range = spec.argumentCount
        if positionals.count < range.lowerBound {
            let wanted = spec.arguments.joined(separator: " ")
            throw UsageError("'\(name)' needs \(wanted).", command: name)
        }
        if positionals.count > range.upperBound {
            let extra = positionals[range.upperBound...].map { "'\($0)'" }.joined(separator: ", ")
            throw UsageError("unexpected argument \(extra) for '\(name)'.", command: name)
        }
    }
}
