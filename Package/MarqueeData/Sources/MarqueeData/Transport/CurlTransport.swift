import Foundation

/// The real ``HTTPTransport``: libcurl's multi interface on one thread that sleeps until the network is ready.
///
/// Every HTTP client (iTunes, the recommender, OpenAI, posters) sends through one of these, so they all
/// behave alike:
///
/// - **Waiting costs nothing.** Transfers run on `CurlDriver`'s thread, which blocks in the kernel until a
///   socket or a timer is ready; a silent server is waited for without spinning.
/// - **Loaded on first use.** libcurl is opened when the first request is sent. If it is missing, the request
///   fails as offline, naming the library and the package that provides it, and every offline answer still works.
/// - **Deadlines.** Each attempt races the request's ``HTTPRequest/deadline`` on a timer of its own and cancels
///   the loser; libcurl's own time-out sits one second behind it as a backstop.
/// - **Retries.** As ``HTTPRequest/retry`` says: listed statuses, and connection failures and time-outs when the
///   policy retries them, with exponential backoff and jitter; a `Retry-After` header (seconds or an HTTP date)
///   replaces the backoff. Every wait is capped by ``RetryPolicy/maxWait``.
/// - **Size cap.** A `Content-Length` above ``HTTPRequest/maxResponseBytes`` fails before the body is read; a
///   body that grows past it fails as soon as it does. Both give ``TransportError/tooLarge(limit:)``.
/// - **The web as it is.** Redirects are followed (a 307 keeps its method and body), compressed bodies arrive
///   decoded, TLS checks the system's certificate store, and libcurl honours the usual proxy variables.
/// - **Cancelling** the calling task removes the transfer and closes its connection at once.
/// - **Streams.** ``stream(_:)`` hands out chunks as they arrive, and pauses reading while the consumer has
///   not taken what came before. Its deadline is an idle timeout between chunks; it retries only until the
///   response head arrives, and stopping the iteration ends the request.
public struct CurlTransport: HTTPTransport {
    private let driver: @Sendable () -> Result<CurlDriver, TransportError>
    private let caFile: String?
    private let retryLoop: RetryLoop

    /// Creates a transport over the system's libcurl.
    ///
    /// - Parameters:
    ///   - caFile: a PEM file of certificate authorities to trust instead of the system's store.
    ///   - sleep: waits between attempts; tests pass a recorder that returns at once.
    ///   - jitter: a random number in `0..<1` that spreads the backoff.
    public init(
        caFile: String? = nil,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.init(library: nil, caFile: caFile, sleep: sleep, jitter: jitter)
    }

    /// Creates a transport with a driver of its own, over the libcurl called `library`: how tests see what a
    /// missing library does, and what one driver's thread costs.
    init(
        library: String?,
        caFile: String? = nil,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        if let library {
            let own = CurlLibrary.open(library).map(CurlDriver.init)
            driver = { own }
        } else {
            driver = { CurlDriver.system }
        }
        self.caFile = caFile
        retryLoop = RetryLoop(sleep: sleep, jitter: jitter)
    }

    /// The CPU time this transport's driver thread has used, or zero when it has none.
    var driverCPUTime: Duration { (try? driver().get())?.cpuTime ?? .zero }

    /// Sends a request, retrying as its policy says, and returns the final response whatever its status.
    /// - Parameter request: the request.
    /// - Returns: the last response received; check ``HTTPResponse/isSuccess`` or use ``HTTPResponse/validated()``.
    /// - Throws: ``TransportError`` for network failures, deadlines, oversized bodies and cancellation.
    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let driver = try driver().get()
        return try await retryLoop.run(
            request.retry,
            head: { ($0.status, $0.retryAfter) },
            attempt: { await sendOnce(request, driver: driver) }
        )
    }

    /// Sends a request and delivers the body as it arrives, for Server-Sent Events.
    ///
    /// Connection failures and time-outs before the head are retried as the policy says; once a head has
    /// arrived, whatever its status, it is returned and nothing is retried.
    /// - Parameter request: the request; its deadline applies to the head, then between chunks.
    /// - Returns: the status and headers, and the body's chunks; the stream throws ``TransportError``.
    /// - Throws: ``TransportError`` when no response head arrives.
    public func stream(_ request: HTTPRequest) async throws(TransportError) -> HTTPStream {
        let driver = try driver().get()
        return try await retryLoop.run(
            request.retry, head: { _ in nil }, attempt: { await streamOnce(request, driver: driver) })
    }

    private func sendOnce(_ request: HTTPRequest, driver: CurlDriver) async -> Result<HTTPResponse, TransportError> {
        let handler = BufferedResponseHandler(limit: request.maxResponseBytes)
        if let error = start(request, streams: false, driver: driver, handler: handler, attach: handler.attach) {
            return .failure(error)
        }
        return await AttemptDeadline.run(request.deadline) {
            await withTaskCancellationHandler {
                await handler.outcome()
            } onCancel: {
                handler.cancel()
            }
        }
    }

    private func streamOnce(_ request: HTTPRequest, driver: CurlDriver) async -> Result<HTTPStream, TransportError> {
        let handler = StreamingResponseHandler(limit: request.maxResponseBytes, deadline: request.deadline)
        if let error = start(request, streams: true, driver: driver, handler: handler, attach: handler.attach) {
            return .failure(error)
        }
        let head = await AttemptDeadline.run(request.deadline) {
            await withTaskCancellationHandler {
                await handler.head()
            } onCancel: {
                handler.cancel()
            }
        }
        switch head {
        case .success: handler.startIdleWatchdog()
        case .failure: handler.cancel()
        }
        return head
    }

    /// Makes the transfer, hands it to `attach` (so cancelling can reach it) and starts it; the error when it
    /// cannot be made.
    private func start(
        _ request: HTTPRequest,
        streams: Bool,
        driver: CurlDriver,
        handler: any TransferHandler,
        attach: (CurlTransfer) -> Void
    ) -> TransportError? {
        do {
            let transfer = try CurlTransfer(request, caFile: caFile, streams: streams, driver: driver, handler: handler)
            attach(transfer)
            transfer.start()
            return nil
        } catch {
            return error
        }
    }
}
