import Foundation

extension HTTPResponse {
    /// The response itself when it is 2xx; otherwise the matching ``TransportError``.
    ///
    /// For clients that have no use for a service's error body. Clients that do (OpenAI, FastAPI)
    /// read ``status`` and ``body`` themselves.
    /// - Throws: ``TransportError/notFound``, ``TransportError/rateLimited(retryAfter:)`` or
    ///   ``TransportError/server(status:body:)``.
    public func validated() throws(TransportError) -> HTTPResponse {
        if isSuccess { return self }
        switch status {
        case 404: throw .notFound
        case 429: throw .rateLimited(retryAfter: retryAfter)
        default: throw .server(status: status, body: String(decoding: body.prefix(500), as: UTF8.self))
        }
    }

    /// Decodes the body, reporting where decoding failed.
    /// - Parameters:
    ///   - type: the DTO type.
    ///   - decoder: the decoder to use.
    /// - Returns: the decoded value.
    /// - Throws: ``TransportError/decodingFailed(path:reason:)`` naming the coding path.
    public func decode<T: Decodable>(_ type: T.Type, using decoder: JSONDecoder = JSONDecoder()) throws(TransportError)
        -> T
    {
        do {
            return try decoder.decode(type, from: body)
        } catch let error as DecodingError {
            throw DecodingFailure.describe(error)
        } catch {
            throw .decodingFailed(path: "", reason: String(describing: error))
        }
    }
}
