import MarqueeDomain
import Synchronization
import Testing

/// A recommender double that answers each request with the next scripted result and records every form.
///
/// A request can be held back, after reporting progress, until the test opens its gate.
final class SequencedRecommender: RecommenderRepository {
    /// One scripted answer.
    struct Step: Sendable {
        let result: Result<RecommenderReply, RecommenderError>
        let progress: [RecommenderProgress]
        let gate: AsyncGate?

        init(
            _ result: Result<RecommenderReply, RecommenderError>,
            progress: [RecommenderProgress] = [],
            gate: AsyncGate? = nil
        ) {
            self.result = result
            self.progress = progress
            self.gate = gate
        }
    }

    private let steps: Mutex<[Step]>
    private let forms = Mutex<[RecommendationForm]>([])

    init(_ steps: [Step]) { self.steps = Mutex(steps) }

    /// The forms asked, in order.
    var received: [RecommendationForm] { forms.withLock { $0 } }

    func recommend(
        _ form: RecommendationForm,
        progress: @escaping @Sendable (RecommenderProgress) -> Void
    ) async throws(RecommenderError) -> RecommenderReply {
        forms.withLock { $0.append(form) }
        guard let step = steps.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else {
            Issue.record("SequencedRecommender: no scripted answer for \(form)")
            throw .offline(reason: .other("unscripted"))
        }
        for event in step.progress { progress(event) }
        await step.gate?.wait()
        return try step.result.get()
    }
}
