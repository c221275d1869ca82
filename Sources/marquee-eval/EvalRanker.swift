import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueeRanking
import MarqueeSearch

/// The feeds Scripts/eval compares, each ranking the same candidates for the same profile.
enum EvalRanker: String, CaseIterable {
    /// Today's feed: `RecommendationEngine` and `TasteModel` as `LoadFeedUseCase` calls them, over one table of
    /// every film the dataset knows (the engine leaves out what the user liked or passed, and the quality and
    /// audience priors are measured over the whole table, as the app measures them over the whole catalog).
    case engine
    /// The same engine for a profile with no reactions: critic and audience quality alone.
    case emptyProfile = "empty-profile"
    /// Kino's rule as the seed wrote it.
    case kino
    /// The engine before the co-rating rule.
    case legacy

    /// How many films each feed returns, the @10 of every metric.
    static let limit = 10

    /// The top films for a profile.
    /// - Parameters:
    ///   - candidates: the films the dataset knows that the user has not reacted to.
    ///   - known: every film the dataset knows, as one table: the feed ranks it as `LoadFeedUseCase` ranks the
    ///     catalog, its liked and passed films left out by the engine itself.
    ///   - profile: the held-out user's likes and passes.
    ///   - lookup: finds any catalog film, the reacted ones among them.
    /// - Returns: up to ``limit`` ids, best first.
    func top(_ candidates: [Movie], known: FilmTable, profile: UserProfile, lookup: (MovieID) -> Movie?) -> [MovieID] {
        switch self {
        case .engine:
            let engine = RecommendationEngine(weights: EvalWeights.fromEnvironment())
            let taste = TasteModel(profile: profile, weights: engine.weights, lookup: lookup)
            return engine.rank(known, taste: taste, limit: Self.limit).map(\.movie.id)
        case .emptyProfile:
            let engine = RecommendationEngine(weights: EvalWeights.fromEnvironment())
            let empty = UserProfile(hasCompletedOnboarding: true)
            let taste = TasteModel(profile: empty, weights: engine.weights, lookup: lookup)
            return engine.rank(candidates, taste: taste, limit: Self.limit).map(\.movie.id)
        case .kino:
            return KinoReferenceRanker().rank(candidates, profile: profile, lookup: lookup, limit: Self.limit)
                .map(\.movie.id)
        case .legacy:
            let engine = LegacyRecommendationEngine()
            let taste = LegacyTasteModel(profile: profile, weights: engine.weights, lookup: lookup)
            return engine.rank(candidates, taste: taste, limit: Self.limit).map(\.movie.id)
        }
    }
}

extension EvalRanker {
    /// The rankers to run: all of them, or those named in `MARQUEE_EVAL_RANKERS` for a tuning run.
    static var selected: [EvalRanker] {
        guard let names = ProcessInfo.processInfo.environment["MARQUEE_EVAL_RANKERS"] else { return allCases }
        return names.split(separator: ",").compactMap { EvalRanker(rawValue: String($0)) }
    }
}
