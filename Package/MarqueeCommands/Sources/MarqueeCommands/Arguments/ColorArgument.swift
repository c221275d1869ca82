import MarqueeWords
import TerminalKit

/// Takes the global `--color WHEN` out of the arguments before the command is parsed, so it may stand anywhere
/// before `--` and every command, help screen and error message obeys it.
enum ColorArgument {
    /// The choice given, or `nil` when there was none, and the arguments without it; the last one given wins.
    /// - Throws: ``UsageError`` for a missing value or one that is not `auto`, `always` or `never`.
    static func extract(from arguments: [String], l10n: Localizer) throws(UsageError) -> (ColorChoice?, [String]) {
        let (given, remaining) = try GlobalValueOption(name: "--color", placeholder: "WHEN").extract(
            from: arguments, l10n: l10n)
        guard let given else { return (nil, remaining) }
        guard let choice = ColorChoice(rawValue: given) else {
            throw UsageError(l10n(.usageUnknownColor, given), command: nil)
        }
        return (choice, remaining)
    }
}
