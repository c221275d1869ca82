import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Owns a transport's `URLSession` and invalidates it when the last copy of the transport goes away.
///
/// A session keeps its delegate alive until it is invalidated, so without this every discarded transport
/// would leak its session.
final class SessionOwner: Sendable {
    private let session: URLSession
    private let delegate: SessionDelegate

    /// Creates a session from a copy of `configuration`, with caching off: caching is a decorator's job.
    init(configuration: URLSessionConfiguration) {
        // A copy, so the caller's configuration is left as it was.
        let configuration = configuration.copy() as! URLSessionConfiguration
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let delegate = SessionDelegate()
        self.delegate = delegate
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Starts a data task for `request` whose events go to `handler`.
    /// - Returns: the running task, for cancelling it.
    func start(_ request: HTTPRequest, handler: any DataTaskHandler) -> URLSessionDataTask {
        let task = session.dataTask(with: request.urlRequest)
        delegate.register(handler, for: task)
        task.resume()
        return task
    }
}
