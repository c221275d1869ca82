/// Why a recommender service gave no usable answer; cases that come from the service carry its own words.
public enum RecommenderError: Error, Hashable, Sendable {
    /// The service could not be reached: connection refused, no network, DNS failure.
    case offline(reason: NetworkProblem)
    /// The service did not answer within the deadline, in whole seconds.
    case timedOut(seconds: Int)
    /// The service refused the request (HTTP 400, or a 422 with a message); `message` is what it said.
    case rejected(message: String)
    /// The service's validation refused these fields (FastAPI's 422 `detail` list).
    case invalidFields([RecommenderFieldIssue])
    /// The service failed (HTTP 5xx, or another error status); `message` is its `detail`, when it sent one.
    case serviceFailed(status: Int, message: String?)
    /// The address has no recommender route (HTTP 404 or 405): a wrong `--backend` URL.
    case endpointNotFound(status: Int)
    /// The service redirected the request and following it did not help; `location` is where it pointed.
    case redirected(location: String)
    /// The service speaks another version of the contract, for example a bare list instead of
    /// `{"recommendations": …}`; `detail` says what gave it away.
    case differentBackendVersion(detail: String)
    /// The answer could not be read; `reason` names where it broke.
    case malformedResponse(reason: String)
    /// The request was cancelled.
    case cancelled
}
