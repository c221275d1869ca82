import MarqueeDomain

/// Prints one film's full detail.
struct MovieDetailText {
    let console: Console

    func text(_ movie: Movie, reactions: Set<Reaction>) -> String {
        var lines = [console.bold(MovieText.titleAndYear(movie))]
        let facts = MovieText.facts(movie)
        if !facts.isEmpty { lines.append(facts) }
        let credits = MovieText.credits(movie)
        if !credits.isEmpty { lines.append(credits) }
        if !movie.cast.isEmpty { lines.append("Cast: " + movie.cast.joined(separator: ", ")) }
        var origin: [String] = []
        if let language = movie.language { origin.append("Language: \(language)") }
        if !movie.countries.isEmpty { origin.append("Country: " + movie.countries.joined(separator: ", ")) }
        if !origin.isEmpty { lines.append(origin.joined(separator: " · ")) }
        if !reactions.isEmpty { lines.append("You: " + reactions.map(\.rawValue).sorted().joined(separator: ", ")) }
        lines.append(console.dim("id \(movie.id) · source: bundled catalog (Wikidata, CC0)"))
        return lines.joined(separator: "\n")
    }
}
