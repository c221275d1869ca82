import MarqueeDomain

/// Grades how well one film matches what was typed, forgiving case, accents and one typo per word.
struct MovieMatcher: Sendable {
    /// How well one film matches a folded query, or `nil` when it does not.
    func quality(of movie: Movie, for query: SearchText) -> MatchQuality? {
        let title = SearchText(movie.title)
        if title.folded == query.folded { return .exactTitle }
        if title.folded.hasPrefix(query.folded) { return .titlePrefix }
        if Self.allWords(query.words, in: title.words, typos: false) { return .titleWords }
        if Self.allWords(query.words, in: title.words, typos: true) { return .titleWithTypo }
        var typo = false
        for name in movie.directors + movie.cast {
            let words = SearchText(name).words
            if Self.allWords(query.words, in: words, typos: false) { return .person }
            typo = typo || Self.allWords(query.words, in: words, typos: true)
        }
        return typo ? .personWithTypo : nil
    }

    private static func allWords(_ wanted: [String], in words: [String], typos: Bool) -> Bool {
        wanted.allSatisfy { want in
            words.contains { word in
                if word.hasPrefix(want) { return true }
                return typos && want.count >= 3 && EditDistance.isWithinOne(want, word)
            }
        }
    }
}
