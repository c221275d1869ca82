import MarqueeDomain

/// Kino's ranking exactly as the iOS app computed it: a loop over every reaction for every film.
///
/// Kept as a baseline for `Scripts/bench` and the tests (Kino's rule as the seed wrote it), in the test-support
/// product so it is no Domain API: the engine no longer folds its per-reaction genre terms, and the app never ranks so.
public struct KinoReferenceRanker: Sendable {
    /// Creates the reference ranker.
    public init() {}

    /// Ranks films the way Kino did: raw critic score plus per-reaction genre overlaps.
    /// - Parameters:
    ///   - movies: the catalog.
    ///   - profile: the user's profile.
    ///   - lookup: finds each reacted film.
    ///   - limit: how many to return.
    /// - Returns: the top films with Kino's scores, best first.
    public func rank(
        _ movies: [Movie],
        profile: UserProfile,
        lookup: (MovieID) -> Movie?,
        limit: Int
    ) -> [(movie: Movie, score: Double)] {
        let liked = profile.liked.keys.sorted().compactMap(lookup)
        let saved = profile.saved.keys.sorted().compactMap(lookup)
        var scored: [(movie: Movie, score: Double)] = []
        scored.reserveCapacity(movies.count)
        for movie in movies where profile.passed[movie.id] == nil {
            var score = movie.criticScore ?? 0
            score += 2.4 * Double(movie.genres.intersection(profile.preferredGenres).count)
            for other in liked { score += 1.15 * Double(movie.genres.intersection(other.genres).count) }
            for other in saved { score += 0.7 * Double(movie.genres.intersection(other.genres).count) }
            if profile.saved[movie.id] != nil { score += 0.6 }
            if profile.liked[movie.id] != nil { score += 0.3 }
            scored.append((movie, score))
        }
        scored.sort { lhs, rhs in
            lhs.score != rhs.score
                ? lhs.score > rhs.score : (lhs.movie.criticScore ?? 0) > (rhs.movie.criticScore ?? 0)
        }
        return Array(scored.prefix(limit))
    }
}
