/// Scrubs the API key out of text that came from a server, so echoed keys never reach a message.
struct OpenAIRedactor: Sendable {
    let secret: String?

    func callAsFunction(_ text: String) -> String {
        guard let secret, secret.count >= 4 else { return text }
        return text.replacingOccurrences(of: secret, with: "[redacted]")
    }
}
