import MarqueeDomain

/// The one place iTunes transport failures become `MarqueeDomain/CatalogError`.
enum ITunesFailure {
    /// The response when it is 2xx; 403 is throttling on Apple's host, the rest as ``HTTPResponse/validated()``.
    static func checked(_ response: HTTPResponse) throws(TransportError) -> HTTPResponse {
        if response.status == 403 { throw .rateLimited(retryAfter: response.retryAfter) }
        return try response.validated()
    }

    /// The catalog error for a transport failure.
    /// - Parameters:
    ///   - error: what the transport or decoding reported.
    ///   - id: the film being looked up, so a 404 can name it; `nil` for charts and searches, where a 404
    ///     means a wrong URL rather than a missing film.
    /// - Returns: the catalog error that says the same.
    static func catalogError(_ error: TransportError, lookingUp id: MovieID? = nil) -> CatalogError {
        switch error {
        case .offline(let reason): .offline(reason: reason)
        case .timedOut: .timedOut
        case .rateLimited(let retryAfter): .rateLimited(retryAfterSeconds: retryAfter.map(wholeSeconds))
        case .server(let status, _) where status == 403: .rateLimited(retryAfterSeconds: nil)
        case .server(let status, _): .serviceFailed(status: status)
        case .notFound: id.map(CatalogError.notFound) ?? .serviceFailed(status: 404)
        case .tooLarge(let limit): .malformedResponse(reason: "the answer is larger than \(limit) bytes")
        case .decodingFailed(let path, let reason):
            .malformedResponse(reason: path.isEmpty ? reason : "\(path): \(reason)")
        case .cancelled: .unavailable(reason: "the request was cancelled")
        }
    }

    /// A wait rounded up to whole seconds, so "retry after 0.4 s" never reads as "retry now".
    private static func wholeSeconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) + (attoseconds > 0 ? 1 : 0)
    }
}
