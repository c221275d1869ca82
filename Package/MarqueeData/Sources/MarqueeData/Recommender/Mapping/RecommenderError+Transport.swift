import MarqueeDomain

extension RecommenderError {
    /// The recommender's reading of a transport failure: the one place `TransportError` becomes `RecommenderError`.
    init(_ error: TransportError) {
        switch error {
        case .offline(let reason): self = .offline(reason: reason)
        case .timedOut(let after): self = .timedOut(seconds: Int(after.components.seconds))
        case .rateLimited: self = .serviceFailed(status: 429, message: nil)
        case .server(let status, _): self = .serviceFailed(status: status, message: nil)
        case .notFound: self = .endpointNotFound(status: 404)
        case .tooLarge(let limit): self = .malformedResponse(reason: "the answer is larger than \(limit) bytes")
        case .decodingFailed(let path, let reason):
            self = .malformedResponse(reason: path.isEmpty ? reason : "\(path): \(reason)")
        case .cancelled: self = .cancelled
        }
    }
}
