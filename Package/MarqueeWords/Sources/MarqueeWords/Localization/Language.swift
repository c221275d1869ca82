/// The languages Marquee speaks.
public enum Language: String, CaseIterable, Sendable {
    /// English, the default.
    case english = "en"
    /// German.
    case german = "de"

    /// Picks the language: `--lang`, else `LC_ALL`, `LC_MESSAGES`, `LANG`, then `LANGUAGE`.
    ///
    /// Foundation on Linux ignores these variables (`NSLocalizedString` stays English), so Marquee
    /// reads them itself. `C`, `POSIX` and unknown languages fall back to English.
    /// - Parameters:
    ///   - flag: the value of `--lang`, if given.
    ///   - environment: the process environment.
    /// - Returns: the language to use.
    public static func resolve(flag: String?, environment: [String: String]) -> Language {
        if let flag, let language = parse(flag) { return language }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            return parse(value) ?? .english
        }
        return .english
    }

    /// Reads `de`, `de_DE.UTF-8`, `de-AT` or `German`; `nil` when the text names no supported language.
    public static func parse(_ text: String) -> Language? {
        let code = text.split(separator: ":").first.map(String.init) ?? text
        let prefix = code.prefix { $0.isLetter }.lowercased()
        switch prefix {
        case "en", "english", "c", "posix": return .english
        case "de", "german", "deutsch": return .german
        default: return nil
        }
    }

    /// The locale used for numbers, dates and prices.
    var localeIdentifier: String { self == .german ? "de_DE" : "en_US" }
}
