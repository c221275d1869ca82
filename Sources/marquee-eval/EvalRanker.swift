import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport

/// The feeds Scripts/eval compares, each ranking the same candidates for the same profile.
enum EvalRanker: String, CaseIterable {
    /// Today's feed: `RecommendationEngine` and `TasteModel` exactly as `LoadFeedUseCase` calls them.
    case engine
    /// The same engine for a profile with no reactions: critic and audience quality alone.
    case emptyProfile = "empty-profile"
    /// Kino's rule as the seed wrote it.
    case kino
    /// The engine before issue 11.
    case legacy

    /// How many films each feed returns, the @10 of every metric.
    static let limit = 10

    /// The top films for a profile.
    /// - Parameters:
    ///   - candidates: the films the dataset knows that the user has not reacted to.
    ///   - profile: the held-out user's likes and passes.
    ///   - lookup: finds any catalog film, the reacted ones among them.
    /// - Returns: up to ``limit`` ids, best first.
    func top(_ candidates: [Movie], profile: UserProfile, lookup: (MovieID) -> Movie?) -> [MovieID] {
        switch self {
        case .engine, .emptyProfile:
            let engine = RecommendationEngine(weights: EvalWeights.fromEnvironment())
            let stored = self == .engine ? profile : UserProfile(hasCompletedOnboarding: true)
            let taste = TasteModel(profile: stored, weights: engine.weights, lookup: lookup)
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
