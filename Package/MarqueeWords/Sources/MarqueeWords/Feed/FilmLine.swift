import MarqueeDomain

/// One film on one line, as lists print them: `tt0133093  The Matrix (1999)  2h 16m · R · Action · $9.99`.
public struct FilmLine {
    let console: Console
    /// The language.
    public let l10n: Localizer

    /// Creates the value from its parts.
    public init(console: Console, l10n: Localizer) {
        self.console = console
        self.l10n = l10n
    }

    /// The film's line, with a label at the end when given.
    public func text(_ movie: Movie, label: String? = nil) -> String {
        var facts = MovieText(l10n: l10n).facts(movie)
        if let price = movie.price {
            facts += (facts.isEmpty ? "" : " · ") + ShopFormat(locale: l10n.locale).price(price)
        }
        var line = "\(movie.id)  " + console.bold(MovieText.titleAndYear(movie))
        if !facts.isEmpty { line += "  " + facts }
        if let label { line += "  " + console.dim(label) }
        return line
    }
}
