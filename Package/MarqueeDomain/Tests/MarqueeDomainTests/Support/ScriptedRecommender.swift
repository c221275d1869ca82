import MarqueeDomain
import MarqueeDomainTestSupport
import Synchronization
import Testing

/// A recommender double that reports scripted progress, then answers with a scripted result, recording each form.
final class ScriptedRecommender: RecommenderRepository {
    private let result: Result<RecommenderReply, RecommenderError>
    private let progressEvents: [RecommenderProgress]
    private let forms = Mutex<[RecommendationForm]>([])

    init(_ result: Result<RecommenderReply, RecommenderError>, progress: [RecommenderProgress] = []) {
        self.result = result
        self.progressEvents = progress
    }

    /// The forms it was asked, in order.
    var received: [RecommendationForm] { forms.withLock { $0 } }

    func recommend(
        _ form: RecommendationForm,
        progress: @escaping @Sendable (RecommenderProgress) -> Void
    ) async throws(RecommenderError) -> RecommenderReply {
        forms.withLock { $0.append(form) }
        for event in progressEvents { progress(event) }
        return try result.get()
    }
}
