/// A recommender service that answers the form mode: CinemaScopeAI's `POST /predict/` contract.
public protocol RecommenderRepository: Sendable {
    /// Asks the service for recommendations.
    /// - Parameters:
    ///   - form: the checked form.
    ///   - progress: called (from any task) with news while the request takes a while.
    /// - Returns: the service's valid cards and how many were dropped.
    /// - Throws: ``RecommenderError`` saying why there is no usable answer.
    func recommend(
        _ form: RecommendationForm,
        progress: @escaping @Sendable (RecommenderProgress) -> Void
    ) async throws(RecommenderError) -> RecommenderReply
}
