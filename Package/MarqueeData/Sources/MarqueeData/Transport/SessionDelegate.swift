import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The one delegate of a transport's session: hands each task's events to the handler registered for it.
///
/// Delegate-based tasks rather than `data(for:)`, because `URLSession.bytes` does not exist on Linux and
/// only a delegate sees the body as it arrives (for streams, and to stop reading past a size cap).
final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // @unchecked: NSObject is not Sendable; the only state is behind the mutex.
    private let handlers = Mutex<[Int: any DataTaskHandler]>([:])

    /// Routes `task`'s events to `handler` until the task completes.
    ///
    /// Call it before `resume()`, or the first events have nowhere to go.
    func register(_ handler: any DataTaskHandler, for task: URLSessionTask) {
        handlers.withLock { $0[task.taskIdentifier] = handler }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        completionHandler(handler(for: dataTask)?.receive(response: response) ?? .cancel)
    }

    /// Follows redirects of GET and HEAD only; any other request gets the redirect itself as its response.
    ///
    /// Linux URLSession re-sends a redirected POST without its body, so the caller (which still has the body)
    /// decides whether to send it again to the `Location`.
    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping (URLRequest?) -> Void
    ) {
        let method = task.originalRequest?.httpMethod ?? "GET"
        completionHandler(["GET", "HEAD"].contains(method) ? request : nil)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        handler(for: dataTask)?.receive(data: data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let handler = handlers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        handler?.complete(error: error)
    }

    private func handler(for task: URLSessionTask) -> (any DataTaskHandler)? {
        handlers.withLock { $0[task.taskIdentifier] }
    }
}
