import MarqueeWords

/// One `--option` a command accepts, described as data so parsing and help come from one table.
public struct OptionSpec: Hashable, Sendable {
    /// The option's long name, with dashes: `--limit`.
    public let name: String
    /// A one-letter alias with a dash, such as `-n`, if any.
    public let shortName: String?
    /// The placeholder for its value (`N`), or `nil` for a flag that takes no value.
    public let valueName: String?
    /// The localization key of its help text, a full sentence.
    public let helpKey: L10nKey
    /// Whether the command cannot run without it; the usage line then shows it without brackets.
    public let isRequired: Bool

    /// Creates an option that takes a value; `required` marks one the command cannot run without.
    public static func value(
        _ name: String,
        _ valueName: String,
        short: String? = nil,
        required: Bool = false,
        help: L10nKey
    ) -> OptionSpec {
        OptionSpec(name: name, shortName: short, valueName: valueName, helpKey: help, isRequired: required)
    }

    /// Creates a flag that takes no value.
    public static func flag(_ name: String, short: String? = nil, help: L10nKey) -> OptionSpec {
        OptionSpec(name: name, shortName: short, valueName: nil, helpKey: help, isRequired: false)
    }

    /// How the usage line shows it: `--genres LIST` when required, `[--limit N]` or `[--json]` when not.
    var usage: String {
        let text = valueName.map { "\(name) \($0)" } ?? name
        return isRequired ? text : "[\(text)]"
    }
}
