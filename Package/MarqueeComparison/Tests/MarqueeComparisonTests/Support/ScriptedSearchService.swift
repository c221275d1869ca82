import MarqueeComparison
import MarqueeDomain
import Synchronization
import Testing

/// A search service that answers from a script, can hold an answer until the test releases it, and records what
/// it was asked and which requests it saw cancelled.
///
/// A held answer ignores cancellation, like a server that has already started replying: it returns only when the
/// test calls ``release(_:)``. A query missing from the script records an issue and fails.
final class ScriptedSearchService: SearchService {
    /// How the service answers one query.
    struct Reply: Sendable {
        let result: Result<[Movie], CatalogError>
        let isHeld: Bool

        /// Answers at once with these films.
        static func films(_ movies: [Movie]) -> Reply { Reply(result: .success(movies), isHeld: false) }

        /// Answers with these films only when released, whether or not the request was cancelled.
        static func held(_ movies: [Movie]) -> Reply { Reply(result: .success(movies), isHeld: true) }

        /// Fails at once with this error.
        static func failure(_ error: CatalogError) -> Reply { Reply(result: .failure(error), isHeld: false) }
    }

    private struct Log {
        var requests: [String] = []
        var cancelled: [String] = []
        var released: Set<String> = []
        var held: [String: [CheckedContinuation<Void, Never>]] = [:]
        var arrivalWaiters: [String: [CheckedContinuation<Void, Never>]] = [:]
    }

    private let script: [String: Reply]
    private let log = Mutex(Log())

    init(_ script: [String: Reply] = [:]) {
        self.script = script
    }

    /// Every query asked for, in order.
    var requests: [String] { log.withLock { $0.requests } }

    /// Every query whose request was cancelled while the service was answering it, in order.
    var cancelled: [String] { log.withLock { $0.cancelled } }

    func search(_ query: String) async throws(CatalogError) -> [Movie] {
        let arrivalWaiters = log.withLock { log in
            log.requests.append(query)
            return log.arrivalWaiters.removeValue(forKey: query) ?? []
        }
        for waiter in arrivalWaiters { waiter.resume() }
        guard let reply = script[query] else {
            Issue.record("search(\"\(query)\") was called but is not scripted")
            throw .unavailable(reason: "not scripted")
        }
        await withTaskCancellationHandler {
            if reply.isHeld { await release(of: query) }
        } onCancel: {
            log.withLock { $0.cancelled.append(query) }
        }
        return try reply.result.get()
    }

    /// Returns once a request for `query` has reached the service (at once if one already has).
    func arrival(of query: String) async {
        await withCheckedContinuation { continuation in
            let arrived = log.withLock { log in
                if log.requests.contains(query) { return true }
                log.arrivalWaiters[query, default: []].append(continuation)
                return false
            }
            if arrived { continuation.resume() }
        }
    }

    /// Lets every held request for `query`, present and future, answer.
    func release(_ query: String) {
        let waiting = log.withLock { log in
            log.released.insert(query)
            return log.held.removeValue(forKey: query) ?? []
        }
        for waiter in waiting { waiter.resume() }
    }

    private func release(of query: String) async {
        await withCheckedContinuation { continuation in
            let isOpen = log.withLock { log in
                if log.released.contains(query) { return true }
                log.held[query, default: []].append(continuation)
                return false
            }
            if isOpen { continuation.resume() }
        }
    }
}
