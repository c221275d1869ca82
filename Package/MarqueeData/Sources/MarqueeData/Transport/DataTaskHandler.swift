import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Receives one data task's events from `SessionDelegate`, on the session's delegate queue.
protocol DataTaskHandler: AnyObject, Sendable {
    /// The response head arrived; the answer says whether to go on reading the body.
    func receive(response: URLResponse) -> URLSession.ResponseDisposition
    /// A piece of the body arrived.
    func receive(data: Data)
    /// The task ended, with the error that ended it, if any.
    func complete(error: (any Error)?)
}

extension HTTPURLResponse {
    /// The headers as strings; `HTTPResponse` and `HTTPStream` lower-case the names.
    var stringHeaders: [String: String] {
        var headers: [String: String] = [:]
        for (name, value) in allHeaderFields {
            headers[String(describing: name)] = String(describing: value)
        }
        return headers
    }
}
