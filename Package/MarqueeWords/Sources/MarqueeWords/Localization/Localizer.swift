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
    var locale: Locale { Locale(identifier: language.localeIdentifier) }

    /// The text for a key, with `%@`/`%d`-style arguments filled in.
    ///
    /// A text argument that already ends a sentence (`…failed.`) takes the place of the format's own period after
    /// it, so no message ends in "..". A test checks that every key has a text in every language, so the English
    /// fallback and the raw key are never reached; a debug build stops on a call with the wrong number of arguments.
    /// - Parameters:
    ///   - key: the text's key, such as `.feedHeadingGenre`.
    ///   - arguments: values for the format's placeholders, in order: exactly the key's `arity` of them.
    /// - Returns: the localized text.
    public func callAsFunction(_ key: L10nKey, _ arguments: any CVarArg...) -> String {
        assert(arguments.count == key.arity, "\(key.rawValue) takes \(key.arity) arguments, not \(arguments.count)")
        return format(table[key.rawValue] ?? fallback[key.rawValue] ?? key.rawValue, arguments)
    }

    /// The text for a count, in the form the language uses for it: the key's `.one` text for exactly 1, its
    /// `.other` text for every other count, 0 included.
    ///
    /// English and German share CLDR's cardinal rule for whole numbers (one: 1; other: everything else). Both
    /// forms start with the count's `%d`, then `arguments` in order.
    /// - Parameters:
    ///   - key: the key without its `.one` or `.other` ending, such as `.countFilms`.
    ///   - count: the number the text is about.
    ///   - arguments: values for the remaining placeholders, in order: exactly the key's `arity` of them.
    /// - Returns: the localized text.
    public func plural(_ key: L10nPluralKey, _ count: Int, _ arguments: any CVarArg...) -> String {
        assert(arguments.count == key.arity, "\(key.rawValue) takes \(key.arity) arguments, not \(arguments.count)")
        let form = "\(key.rawValue).\(count == 1 ? "one" : "other")"
        return format(table[form] ?? fallback[form] ?? form, [count] + arguments)
    }

    private func format(_ format: String, _ arguments: [any CVarArg]) -> String {
        guard !arguments.isEmpty else { return format }
        let format = Self.withoutDoubledPeriods(format, arguments)
        return PlaceholderFormat.fill(format, arguments, grouping: groupingSeparator)
            ?? String(format: format, locale: locale, arguments: arguments)
    }

    /// The format without the period that follows a `%@` whose text already ends in one.
    static func withoutDoubledPeriods(_ format: String, _ arguments: [any CVarArg]) -> String {
        var result = ""
        var index = 0
        var scalars = format.unicodeScalars.makeIterator()
        var skipPeriod = false
        while let scalar = scalars.next() {
            if skipPeriod, scalar == "." {
                skipPeriod = false
                continue
            }
            skipPeriod = false
            result.unicodeScalars.append(scalar)
            guard scalar == "%" else { continue }
            // A conversion runs to its first letter or `@`; `%%` is a literal percent sign and takes no argument.
            while let next = scalars.next() {
                result.unicodeScalars.append(next)
                if next == "%" { break }
                guard next == "@" || CharacterSet.letters.contains(next) else { continue }
                if next == "@", index < arguments.count, let text = arguments[index] as? String, text.hasSuffix(".") {
                    skipPeriod = true
                }
                index += 1
                break
            }
        }
        return result
    }

    /// A number with one decimal, as the language writes it: `7.8` or `7,8`.
    public func decimal(_ value: Double) -> String {
        PlaceholderFormat.decimal(value, separator: decimalSeparator, grouping: groupingSeparator)
            ?? value.formatted(.number.precision(.fractionLength(1)).locale(locale))
    }

    /// A whole number with the language's thousands separator: `18,965` or `18.965`.
    public func count(_ value: Int) -> String {
        PlaceholderFormat.fill("%d", [value], grouping: groupingSeparator) ?? String(value)
    }

    private var decimalSeparator: String { language == .german ? "," : "." }
    private var groupingSeparator: String { language == .german ? "." : "," }
}
