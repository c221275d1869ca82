import MarqueeWords

/// Reads `--country`: a two-letter storefront code, lower-cased for the store.
enum CountryArgument {
    /// The storefront when none is given.
    static let defaultCountry = "us"

    /// The `--country CC` option every store command accepts.
    static let option = OptionSpec.value("--country", "CC", help: .helpOptionCountry)

    /// The storefront named by `--country`, or the default.
    static func parse(_ arguments: ParsedArguments) throws(UsageError) -> String {
        try validated(
            arguments.value("--country"), option: "--country", l10n: arguments.l10n, command: arguments.command)
    }

    /// A storefront code checked to be two ASCII letters, lower-cased; the default when `text` is `nil`.
    static func validated(_ text: String?, option: String, l10n: Localizer, command: String?) throws(UsageError)
        -> String
    {
        guard let text else { return defaultCountry }
        guard text.count == 2, text.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw UsageError(l10n(.usageBadCountry, option, text), command: command)
        }
        return text.lowercased()
    }
}
