import Foundation

/// Looks up user-facing text in the compiled-in tables of one language.
///
/// Compiled in rather than `.lproj` bundles: `String(localized:)` does not exist on Linux,
/// `NSLocalizedString` ignores `LANG`, and a resource bundle goes missing when the binary is copied.
public struct Localizer: Sendable {
    /// The language in use.
    public let language: Language
    private let table: [String: String]
    private let fallback: [String: String]

    /// Creates a localizer for a language.
    public init(_ language: Language) {
        self.language = language
        table = L10nTables.table(for: language)
        fallback = L10nTables.table(for: .english)
    }

    /// The locale for formatting numbers, dates and prices.
    public var locale: Locale { Locale(identifier: language.localeIdentifier) }

    /// The text for a key, with `%@`/`%d`-style arguments filled in.
    ///
    /// A key missing from both tables returns the key itself, which a test makes impossible.
    /// - Parameters:
    ///   - key: the table key, such as `feed.heading`.
    ///   - arguments: values for the format's placeholders, in order.
    /// - Returns: the localized text.
    public func callAsFunction(_ key: String, _ arguments: any CVarArg...) -> String {
        let format = table[key] ?? fallback[key] ?? key
        return arguments.isEmpty ? format : String(format: format, locale: locale, arguments: arguments)
    }

    /// A number with one decimal, as the language writes it: `7.8` or `7,8`.
    public func decimal(_ value: Double) -> String {
        value.formatted(.number.precision(.fractionLength(1)).locale(locale))
    }
}
