import MVIKit
import MarqueeDomain

/// Everything the form-mode screen shows.
public struct RecommendState: Equatable, Sendable {
    /// The form as typed.
    public var input: RecommendationFormInput
    /// Each field's problem, as a typed value the screen turns into words.
    public var fieldErrors: [FormField: FormError] = [:]
    /// Whether the local engine may answer when the service fails.
    public var allowsFallback: Bool
    /// The answer, or where getting it stands.
    public var answer: LoadingPhase<FormRecommendations, RecommendError> = .idle
    /// Whether a new request runs while the previous answer stays on screen.
    public var isRefreshing = false
    /// News from the request in flight, such as "waking up the recommender".
    public var progress: RecommenderProgress?
    /// The last form sent, which retry sends again.
    public var lastForm: RecommendationForm?
    /// The results filter as typed.
    public var filter = ""
    /// A message shown over the results.
    public var notice: RecommendNotice?

    /// Creates the initial state.
    /// - Parameters:
    ///   - input: the form's starting text.
    ///   - allowsFallback: whether the local engine may answer when the service fails.
    public init(input: RecommendationFormInput = .init(), allowsFallback: Bool = true) {
        self.input = input
        self.allowsFallback = allowsFallback
    }

    /// The picks the filter keeps, best first; empty until an answer arrives.
    public var visiblePicks: [FormPick] {
        let picks = answer.value?.picks ?? []
        let filter = RecommendFilter(filter)
        return filter.isEmpty ? picks : picks.filter(filter.matches)
    }

    /// Whether a request is in flight, with or without an answer on screen.
    public var isRequesting: Bool { answer.isLoading || isRefreshing }
}
