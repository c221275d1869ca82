import MarqueeDomain

/// Makes a server's words fit for a message: the API key scrubbed out, so echoed keys never reach one, and
/// whatever a terminal would obey removed (`UntrustedText`, one line).
struct OpenAIRedactor: Sendable {
    let secret: String?

    func callAsFunction(_ text: String) -> String {
        let line = UntrustedText.singleLine(text)
        guard let secret, secret.count >= 4 else { return line }
        return line.replacingOccurrences(of: secret, with: "[redacted]")
    }
}
