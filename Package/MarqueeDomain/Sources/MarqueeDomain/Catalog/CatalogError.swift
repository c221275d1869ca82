/// Why the catalog could not answer.
public enum CatalogError: Error, Hashable, Sendable {
    /// The catalog could not be loaded at all; `reason` says why in plain words.
    case unavailable(reason: String)
    /// No film has this id.
    case notFound(MovieID)
    /// Nothing matches what the user typed exactly; `closest` holds the best guesses, best first.
    case noMatch(query: String, closest: [Movie])
    /// A live catalog could not be reached (no network, connection refused).
    case offline(reason: NetworkProblem)
    /// A live catalog did not answer in time.
    case timedOut
    /// A live catalog asked us to slow down; `retryAfterSeconds` is its advice, when given.
    case rateLimited(retryAfterSeconds: Int?)
    /// A live catalog answered with an error status.
    case serviceFailed(status: Int)
    /// A live catalog's answer could not be read; `reason` names where it broke.
    case malformedResponse(reason: String)
}
