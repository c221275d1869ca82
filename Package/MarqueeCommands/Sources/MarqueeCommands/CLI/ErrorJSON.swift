import MarqueeWords

/// An error under `--json`, written to stderr as one line: `{"error": {"code": "usage", "exitCode": 64, …}}`.
struct ErrorJSON: Encodable {
    /// The error itself.
    struct Body: Encodable {
        /// The stable code from `ErrorCode`.
        let code: String
        /// The sentence the text output prints after `marquee: `.
        let message: String
        /// The program's exit status, or `nil` when it goes on (a failed line in `chat`).
        @NullEncoded var exitCode: Int32?
    }

    let error: Body

    init(code: String, message: String, exitCode: Int32?) {
        error = Body(code: code, message: message, exitCode: exitCode)
    }
}
