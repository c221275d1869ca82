import MarqueeDomain
import Testing

/// A recommender double for paths that must never ask the service: any call records an issue and fails.
public struct UnimplementedRecommender: RecommenderRepository {
    /// Creates the double.
    public init() {}

    /// Records an issue and fails.
    public func recommend(
        _ form: RecommendationForm,
        progress: @escaping @Sendable (RecommenderProgress) -> Void
    ) async throws(RecommenderError) -> RecommenderReply {
        Issue.record("RecommenderRepository.recommend(_:progress:) was called but not set up")
        throw .cancelled
    }
}
