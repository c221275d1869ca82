import CCurl

/// Translates libcurl's result codes into ``TransportError``: the one place they are read.
enum CurlResult {
    /// The ``TransportError`` for a failed transfer's `code`; `deadline` is reported for time-outs.
    static func translate(_ code: Int32, library: CurlLibrary, deadline: Duration) -> TransportError {
        switch code {
        case MQ_COULDNT_RESOLVE_HOST, MQ_COULDNT_RESOLVE_PROXY: .offline(reason: .hostNotFound)
        case MQ_COULDNT_CONNECT: .offline(reason: .cannotConnect)
        case MQ_OPERATION_TIMEDOUT: .timedOut(after: deadline)
        case MQ_GOT_NOTHING: .offline(reason: .closedWithoutAnswer)
        case MQ_SEND_ERROR, MQ_RECV_ERROR, MQ_PARTIAL_FILE: .offline(reason: .connectionLost)
        case MQ_WEIRD_SERVER_REPLY, MQ_UNSUPPORTED_PROTOCOL: .offline(reason: .notHTTP)
        default: .offline(reason: .other("\(describe(code, library: library)) (curl \(code))"))
        }
    }

    /// libcurl's own sentence for `code`.
    static func describe(_ code: Int32, library: CurlLibrary) -> String {
        mq_easy_strerror(library.functions, code).map { String(cString: $0) } ?? "error"
    }
}
