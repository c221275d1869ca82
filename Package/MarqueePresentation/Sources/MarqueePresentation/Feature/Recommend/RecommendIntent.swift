import MarqueeDomain

/// What can happen on the form-mode screen.
///
/// Named by tense: user events (`submitTapped`), edits (`fieldChanged`), results (`recommendationsLoaded`).
public enum RecommendIntent: Sendable {
    /// The user typed in a field.
    case fieldChanged(FormField, String)
    /// The user left a field; it is checked now.
    case fieldCommitted(FormField)
    /// The user switched "or milder" on or off.
    case milderChanged(Bool)
    /// Ask for recommendations with the form as typed.
    case submitTapped
    /// Send the last request again, whatever the fields say now.
    case retryTapped
    /// Clear the form, the results and any request in flight.
    case startOverTapped
    /// The user typed in the results filter.
    case filterChanged(String)
    /// The request reported progress.
    case progressReported(RecommenderProgress)
    /// The request was answered.
    case recommendationsLoaded(FormRecommendations)
    /// The request failed.
    case loadFailed(RecommendError)
    /// Close the notice.
    case noticeDismissed
}
