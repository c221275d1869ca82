import Foundation
import MarqueeWords

/// Shortens the user's own arguments where an error message echoes them, so a pasted 10,000-character argument
/// cannot bury the message that names it.
struct ArgumentEcho {
    /// The longest argument an error echoes whole: long enough for any real path, title or address.
    static let longestWhole = 200
    /// How many characters of a longer argument an error shows before "…" and the argument's length.
    static let shownCharacters = 60

    /// The arguments as typed; each longer than `longestWhole` is shortened wherever it appears.
    let arguments: [String]
    /// The language of the "(N characters)" note.
    let l10n: Localizer

    /// The message with every long argument, or the value of a long `--name=value`, cut to its first characters.
    func shorten(_ message: String) -> String {
        let values = arguments.flatMap { argument -> [String] in
            guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return [argument] }
            return [argument, String(argument[argument.index(after: equals)...])]
        }
        // The longest first, so an argument is replaced whole before a value inside it is.
        let long = Set(values.filter { $0.count > Self.longestWhole }).sorted { $0.count > $1.count }
        return long.reduce(message) { text, value in
            text.replacingOccurrences(of: value, with: shortened(value))
        }
    }

    /// One argument cut to its first characters, then "…" and its full length.
    func shortened(_ value: String) -> String {
        guard value.count > Self.longestWhole else { return value }
        return l10n(.usageShortened, String(value.prefix(Self.shownCharacters)), value.count)
    }
}
