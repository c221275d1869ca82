import MarqueeDomain

/// Prints one film's full detail.
struct MovieDetailText {
    let console: Console
    let l10n: Localizer

    func text(_ movie: Movie, reactions: Set<Reaction>) -> String {
        let movieText = MovieText(l10n: l10n)
        var lines = [console.bold(MovieText.titleAndYear(movie))]
        let facts = movieText.facts(movie)
        if !facts.isEmpty { lines.append(facts) }
        let credits = movieText.credits(movie)
        if !credits.isEmpty { lines.append(credits) }
        if !movie.cast.isEmpty { lines.append(l10n("detail.cast", movie.cast.joined(separator: ", "))) }
        var origin: [String] = []
        if let language = movie.language { origin.append(l10n("detail.language", language)) }
        if !movie.countries.isEmpty { origin.append(l10n("detail.country", movie.countries.joined(separator: ", "))) }
        if !origin.isEmpty { lines.append(origin.joined(separator: " · ")) }
        if !reactions.isEmpty {
            let names = Reaction.allCases.filter(reactions.contains).map { l10n("reaction.past.\($0.rawValue)") }
            lines.append(l10n("detail.you", names.joined(separator: ", ")))
        }
        lines.append(console.dim(l10n("detail.source.bundled", movie.id.rawValue)))
        return lines.joined(separator: "\n")
    }
}
