import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One scripted answer of ``StubURLProtocol``.
enum StubResponse: Sendable {
    /// A response head, then the body as scripted steps.
    case reply(status: Int, headers: [String: String], body: [StubChunk])
    /// The request fails with this `URLError` code before any response.
    case fail(URLError.Code)
    /// Nothing ever comes back; only cancelling the request ends it.
    case hang

    /// A response with a whole body sent at once.
    static func status(_ status: Int, body: String = "", headers: [String: String] = [:]) -> StubResponse {
        .reply(status: status, headers: headers, body: [.bytes(Data(body.utf8))])
    }
}

/// One step of a scripted body.
enum StubChunk: Sendable {
    /// These bytes arrive now.
    case bytes(Data)
    /// Nothing arrives until the test opens this gate.
    case wait(StubGate)
    /// Nothing arrives for this long (only for tests about real time, such as deadlines).
    case pause(Duration)

    /// A chunk of UTF-8 text.
    static func text(_ text: String) -> StubChunk { .bytes(Data(text.utf8)) }
}
