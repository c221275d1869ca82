import CCurl
import Foundation
import Synchronization

/// One request on one libcurl easy handle, from its options to its last byte.
///
/// libcurl calls back into it on the driver's thread; the parsing state below is touched nowhere else.
final class CurlTransfer: Sendable {
    /// The easy handle, owned until ``release()``.
    nonisolated(unsafe) let easy: UnsafeMutableRawPointer
    private let driver: CurlDriver
    nonisolated(unsafe) private var headerList: UnsafeMutableRawPointer?
    nonisolated(unsafe) private var handler: (any TransferHandler)?
    nonisolated(unsafe) private var status = 0
    nonisolated(unsafe) private var headers: [String: String] = [:]
    nonisolated(unsafe) private var headDelivered = false
    private let cancelled = Atomic(false)
    private let deadline: Duration

    /// Whether ``cancel()`` was called.
    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    /// Prepares `request` on a new easy handle whose events go to `handler`; ``start()`` sends it.
    init(
        _ request: HTTPRequest,
        caFile: String?,
        streams: Bool,
        driver: CurlDriver,
        handler: any TransferHandler
    ) throws(TransportError) {
        let curl = driver.library.functions
        guard let easy = mq_easy_init(curl) else { throw .offline(reason: .other("libcurl could not make a handle")) }
        self.easy = easy
        self.driver = driver
        self.handler = handler
        deadline = request.deadline
        let context = Unmanaged.passUnretained(self).toOpaque()
        mq_easy_setopt_pointer(curl, easy, MQ_OPT_URL, request.url.absoluteString)
        mq_easy_setopt_long(curl, easy, MQ_OPT_NOSIGNAL, 1)
        // Only the web: a redirect to file:// or anything else is refused.
        mq_easy_setopt_pointer(curl, easy, MQ_OPT_PROTOCOLS_STR, "http,https")
        mq_easy_setopt_pointer(curl, easy, MQ_OPT_REDIR_PROTOCOLS_STR, "http,https")
        mq_easy_setopt_long(curl, easy, MQ_OPT_FOLLOWLOCATION, 1)
        mq_easy_setopt_long(curl, easy, MQ_OPT_MAXREDIRS, 5)
        mq_easy_setopt_long(curl, easy, MQ_OPT_POSTREDIR, MQ_REDIR_POST_ALL)
        // Every encoding this libcurl can decode (gzip, deflate, and more when built in); bodies arrive decoded.
        mq_easy_setopt_pointer(curl, easy, MQ_OPT_ACCEPT_ENCODING, "")
        if let caFile { mq_easy_setopt_pointer(curl, easy, MQ_OPT_CAINFO, caFile) }
        let milliseconds = Int(request.deadline.milliseconds)
        mq_easy_setopt_long(curl, easy, MQ_OPT_CONNECTTIMEOUT_MS, max(milliseconds, 1))
        if !streams {
            // A backstop only: the transport's own timer ends the attempt first, with the same deadline.
            mq_easy_setopt_long(curl, easy, MQ_OPT_TIMEOUT_MS, max(milliseconds, 1) + 1_000)
        }
        switch (request.method.uppercased(), request.body) {
        case ("GET", nil): mq_easy_setopt_long(curl, easy, MQ_OPT_HTTPGET, 1)
        case ("HEAD", _): mq_easy_setopt_long(curl, easy, MQ_OPT_NOBODY, 1)
        case (let method, let body):
            if let body {
                mq_easy_setopt_long(curl, easy, MQ_OPT_POST, 1)
                mq_easy_setopt_offset(curl, easy, MQ_OPT_POSTFIELDSIZE_LARGE, Int64(body.count))
                _ = body.withUnsafeBytes { mq_easy_setopt_pointer(curl, easy, MQ_OPT_COPYPOSTFIELDS, $0.baseAddress) }
            }
            if method != "POST" || body == nil { mq_easy_setopt_pointer(curl, easy, MQ_OPT_CUSTOMREQUEST, method) }
        }
        var list: UnsafeMutableRawPointer?
        // An empty Expect stops libcurl waiting a second for "100 Continue" before a larger body.
        for line in request.headers.map({ "\($0.key): \($0.value)" }).sorted() + ["Expect:"] {
            list = mq_slist_append(curl, list, line)
        }
        headerList = list
        mq_easy_setopt_pointer(curl, easy, MQ_OPT_HTTPHEADER, list)
        mq_easy_setopt_callback(curl, easy, MQ_OPT_HEADERFUNCTION, curlHeaderLine)
        mq_easy_setopt_pointer(curl, easy, MQ_OPT_HEADERDATA, context)
        mq_easy_setopt_callback(curl, easy, MQ_OPT_WRITEFUNCTION, curlBodyBytes)
        mq_easy_setopt_pointer(curl, easy, MQ_OPT_WRITEDATA, context)
    }

    deinit {
        mq_slist_free_all(driver.library.functions, headerList)
        mq_easy_cleanup(driver.library.functions, easy)
    }

    /// Hands the transfer to the driver, which keeps it until it ends or is cancelled.
    func start() { driver.add(self) }

    /// Stops the transfer at once and closes its connection.
    func cancel() {
        guard !cancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        driver.remove(self)
    }

    /// Lets a paused transfer read again.
    func resume() { driver.resume(self) }

    /// The driver no longer owns the handle: drop the handler so that nothing is kept alive by it.
    func release() { handler = nil }

    /// The transfer ended with libcurl's `result`.
    func finish(result: Int32) {
        defer { release() }
        guard let handler, !isCancelled else { return }
        if result == MQ_OK, !headDelivered, status > 0 { deliverHead(to: handler) }
        handler.complete(
            result == MQ_OK ? nil : CurlResult.translate(result, library: driver.library, deadline: deadline))
    }

    /// One header line, as libcurl hands it over: a status line, a field, or the blank line that ends a head.
    fileprivate func header(_ line: UnsafeRawBufferPointer) -> Int {
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("HTTP/") {
            // A new head: an interim 1xx, a redirect being followed, or the final answer.
            let fields = text.split(separator: " ", maxSplits: 2)
            status = fields.count > 1 ? Int(fields[1]) ?? 0 : 0
            headers = [:]
        } else if text.isEmpty {
            let isInterim = status < 200 || ((300..<400).contains(status) && headers["location"] != nil)
            if !isInterim, !headDelivered, let handler {
                return deliverHead(to: handler) ? line.count : 0
            }
        } else if let colon = text.firstIndex(of: ":") {
            let name = text[..<colon].lowercased()
            let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        return line.count
    }

    /// Body bytes; a body with no head before it (HTTP/0.9) is refused.
    fileprivate func body(_ bytes: UnsafeRawBufferPointer) -> Int {
        guard let handler, !isCancelled else { return 0 }
        guard headDelivered || deliverHead(to: handler) else { return 0 }
        switch handler.receive(data: bytes) {
        case .proceed: return bytes.count
        case .pause: return MQ_WRITE_PAUSE
        case .abort: return 0
        }
    }

    @discardableResult
    private func deliverHead(to handler: any TransferHandler) -> Bool {
        headDelivered = true
        return handler.receive(head: TransferHead(status: status, headers: headers))
    }
}

/// libcurl's header callback: `context` is the transfer.
private let curlHeaderLine: mq_data_callback = { data, one, count, context in
    guard let data, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.header(UnsafeRawBufferPointer(start: data, count: one * count))
}

/// libcurl's write callback: `context` is the transfer.
private let curlBodyBytes: mq_data_callback = { data, one, count, context in
    guard let data, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.body(UnsafeRawBufferPointer(start: data, count: one * count))
}

extension Duration {
    /// The duration in whole milliseconds, rounded down.
    fileprivate var milliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    }
}
