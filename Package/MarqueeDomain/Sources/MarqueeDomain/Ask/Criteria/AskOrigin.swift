/// Where a requested film comes from: its original language or a production country.
public struct AskOrigin: Hashable, Sendable {
    /// Languages as the catalog spells them, for example `French` or `Hindi`.
    public var languages: Set<String>
    /// Countries as the catalog spells them, for example `France` or `South Korea`.
    public var countries: Set<String>

    /// Creates an origin.
    public init(languages: Set<String> = [], countries: Set<String> = []) {
        self.languages = languages
        self.countries = countries
    }

    /// Whether a film's language or countries match.
    /// - Parameter movie: the film.
    /// - Returns: `true` when the language or a country matches; an unknown language never matches.
    public func matches(_ movie: Movie) -> Bool {
        matchedLanguage(of: movie) != nil || matchedCountry(of: movie) != nil
    }

    /// The film's language when it is one of the requested languages or a regional variant of one.
    public func matchedLanguage(of movie: Movie) -> String? {
        guard let language = movie.language, !languages.isEmpty else { return nil }
        if languages.contains(language) { return language }
        let base = language.split(separator: " ").last.map(String.init) ?? language
        return languages.contains(base) ? language : nil
    }

    /// The first of the film's countries that was requested.
    public func matchedCountry(of movie: Movie) -> String? {
        movie.countries.first { countries.contains($0) }
    }
}
