import MarqueeDomain

/// The score of one film under a taste model, with the terms it was built from.
///
/// Keeping the terms is what lets every reason chip be true: a chip is a term, never a guess.
public struct FilmScore: Hashable, Sendable {
    /// The total score.
    public let total: Double
    /// The shrunk critic score the total started from.
    public let base: Double
    /// Every non-zero term, strongest first.
    public let reasons: [RecommendationReason]
}
