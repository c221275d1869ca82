import MarqueeDomain
import MarqueeRanking
import MarqueeSearch

/// Search as it ranked before the search index, kept here as the same-run baseline.
///
/// Match quality, then fewest extra title
/// words, then critic review count. Same matching rules as the old `MovieMatcher`, through ``SearchText`` alone.
struct LegacyMatcher {
    private enum Quality: Int { case personWithTypo, person, titleWithTypo, titleWords, titlePrefix, exactTitle }

    func search(_ query: String, in movies: [Movie], limit: Int) -> [Movie] {
        let folded = SearchText(query)
        guard !folded.words.isEmpty else { return [] }
        var matches: [(movie: Movie, quality: Int, extra: Int)] = []
        for movie in movies {
            let title = SearchText(movie.title)
            guard let quality = quality(movie, title, folded) else { continue }
            matches.append((movie, quality.rawValue, max(title.words.count - folded.words.count, 0)))
        }
        matches.sort { lhs, rhs in
            if lhs.quality != rhs.quality { return lhs.quality > rhs.quality }
            if lhs.extra != rhs.extra { return lhs.extra < rhs.extra }
            if lhs.movie.reviewCount != rhs.movie.reviewCount { return lhs.movie.reviewCount > rhs.movie.reviewCount }
            return lhs.movie.id < rhs.movie.id
        }
        return matches.prefix(limit).map(\.movie)
    }

    private func quality(_ movie: Movie, _ title: SearchText, _ query: SearchText) -> Quality? {
        if title.folded == query.folded { return .exactTitle }
        if title.folded.hasPrefix(query.folded) { return .titlePrefix }
        if Self.allWords(query.words, in: title.words, typos: false) { return .titleWords }
        if Self.allWords(query.words, in: title.words, typos: true) { return .titleWithTypo }
        var typo = false
        for name in movie.directors + movie.cast {
            let words = SearchText(name).words
            if Self.allWords(query.words, in: words, typos: false) { return .person }
            if !typo, Self.allWords(query.words, in: words, typos: true) { typo = true }
        }
        return typo ? .personWithTypo : nil
    }

    private static func allWords(_ wanted: [String], in words: [String], typos: Bool) -> Bool {
        wanted.allSatisfy { want in
            words.contains { word in
                word.hasPrefix(want)
                    || (typos && want.count >= 3 && withinOne(Array(want.unicodeScalars), Array(word.unicodeScalars)))
            }
        }
    }

    private static func withinOne(_ first: [Unicode.Scalar], _ second: [Unicode.Scalar]) -> Bool {
        if abs(first.count - second.count) > 1 { return false }
        if first.count == second.count {
            let differing = first.indices.filter { first[$0] != second[$0] }
            if differing.count <= 1 { return true }
            guard differing.count == 2, differing[1] == differing[0] + 1 else { return false }
            return first[differing[0]] == second[differing[1]] && first[differing[1]] == second[differing[0]]
        }
        let (shorter, longer) = first.count < second.count ? (first, second) : (second, first)
        var skipped = false
        var (short, long) = (0, 0)
        while short < shorter.count, long < longer.count {
            if shorter[short] == longer[long] {
                short += 1
            } else {
                if skipped { return false }
                skipped = true
            }
            long += 1
        }
        return true
    }
}
