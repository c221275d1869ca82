import MarqueeDomain
import Synchronization
import Testing

/// A recommender double that answers each request with the next scripted step and records every form.
///
/// A request past the last step records an issue and fails. A step can hold its answer back, after reporting its
/// progress, until its `beforeAnswer` returns.
public final class SequencedRecommender: RecommenderRepository {
    /// One scripted answer.
    public struct Step: Sendable {
        /// The answer.
        public let result: Result<RecommenderReply, RecommenderError>
        /// The progress reported before it.
        public let progress: [RecommenderProgress]
        /// Runs after the progress and before the answer, so a test can hold the request in flight.
        public let beforeAnswer: @Sendable () async -> Void

        /// Creates a step.
        /// - Parameters:
        ///   - result: the answer.
        ///   - progress: the progress reported before it.
        ///   - beforeAnswer: runs after the progress and before the answer.
        public init(
            _ result: Result<RecommenderReply, RecommenderError>,
            progress: [RecommenderProgress] = [],
            beforeAnswer: @escaping @Sendable () async -> Void = {}
        ) {
            self.result = result
            self.progress = progress
            self.beforeAnswer = beforeAnswer
        }
    }

    private let steps: Mutex<[Step]>
    private let forms = Mutex<[RecommendationForm]>([])

    /// Creates a recommender that answers with `steps`, in order.
    public init(_ steps: [Step]) { self.steps = Mutex(steps) }

    /// The forms asked, in order.
    public var received: [RecommendationForm] { forms.withLock { $0 } }

    /// Records the form, reports the next step's progress, and answers with its result.
    public func recommend(
        _ form: RecommendationForm,
        progress: @escaping @Sendable (RecommenderProgress) -> Void
    ) async throws(RecommenderError) -> RecommenderReply {
        forms.withLock { $0.append(form) }
        guard let step = steps.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else {
            Issue.record("SequencedRecommender: no scripted answer for \(form)")
            throw .offline(reason: .other("unscripted"))
        }
        for event in step.progress { progress(event) }
        await step.beforeAnswer()
        return try step.result.get()
    }
}
