/// An error under `--json`, written to stderr as one line: `{"error": {"code": "usage", "exitCode": 64, …}}`.
struct ErrorJSON: Encodable {
    /// The error itself.
    struct Body: Encodable {
        /// The stable code from ``ErrorCode``.
        let code: String
        /// The sentence the text output prints after `marquee: `.
        let message: String
        /// The program's exit status, or `nil` when it goes on (a failed line in `chat`).
        let exitCode: Int32?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(code, forKey: .code)
            try container.encode(message, forKey: .message)
            try container.encode(exitCode, forKey: .exitCode)
        }

        private enum CodingKeys: String, CodingKey { case code, message, exitCode }
    }

    let error: Body

    init(code: String, message: String, exitCode: Int32?) {
        error = Body(code: code, message: message, exitCode: exitCode)
    }
}
