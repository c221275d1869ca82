import MarqueeDomain

/// Words for what went wrong with a recommender service, as a clause such as "it answered HTTP 500".
public struct RecommenderErrorText {
    /// The language.
    public let l10n: Localizer

    /// Creates the words in a language.
    public init(l10n: Localizer) {
        self.l10n = l10n
    }

    /// The words for it, in the localizer's language.
    public func text(_ error: RecommenderError) -> String {
        switch error {
        case .offline(let reason): l10n(.recommenderOffline, NetworkProblemText(l10n: l10n).text(reason))
        case .timedOut(let seconds): l10n.plural(.recommenderTimedOut, seconds)
        case .rejected(let message): l10n(.recommenderRejected, message)
        case .invalidFields(let issues): issues.map(issue).joined(separator: "; ")
        case .serviceFailed(let status, let message?): l10n(.recommenderFailedWithMessage, status, message)
        case .serviceFailed(let status, nil): l10n(.recommenderFailed, status)
        case .endpointNotFound(let status): l10n(.recommenderNotFound, status)
        case .redirected(let location) where location.isEmpty: l10n(.recommenderRedirectedNowhere)
        case .redirected(let location): l10n(.recommenderRedirected, location)
        case .differentBackendVersion(let detail): l10n(.recommenderOtherVersion, detail)
        case .malformedResponse(let reason): l10n(.recommenderMalformed, reason)
        case .cancelled: l10n(.recommenderCancelled)
        }
    }

    /// The options the service's field names stand for, so a refusal points at what to change.
    private static let options = [
        "release_year": "--year", "duration_text": "--duration", "type": "--type", "rating": "--rating",
    ]

    private func issue(_ issue: RecommenderFieldIssue) -> String {
        if issue.field == "body" { return l10n(.recommenderBodyLost, issue.message) }
        let field = Self.options[issue.field].map { "\(issue.field) (\($0))" } ?? issue.field
        return l10n(.recommenderInvalidField, field, issue.message)
    }
}
