import Foundation

/// Builds OpenAI wire text for tests: exact streaming framing and error bodies.
enum OpenAIWire {
    /// One `data:` event carrying a content delta (or `null`).
    static func delta(_ content: String?, finish: String? = nil) -> String {
        let value = content.map { "\"" + escaped($0) + "\"" } ?? "null"
        let reason = finish.map { "\"\($0)\"" } ?? "null"
        return "data: {\"id\":\"chatcmpl-1\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":\"m\","
            + "\"choices\":[{\"index\":0,\"delta\":{\"content\":\(value)},\"finish_reason\":\(reason)}],"
            + "\"usage\":null}\n\n"
    }

    /// The closing chunk with empty choices and usage.
    static let usage =
        "data: {\"id\":\"chatcmpl-1\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":\"m\","
        + "\"choices\":[],\"usage\":{\"prompt_tokens\":9,\"completion_tokens\":3,\"total_tokens\":12}}\n\n"

    /// The end marker.
    static let done = "data: [DONE]\n\n"

    /// A whole stream of `content`, split into deltas of `piece` characters, with the full framing.
    static func stream(_ content: String, piece: Int = 5, finish: String = "stop") -> String {
        var text = ": keep-alive\n\n" + delta(nil)
        var rest = Substring(content)
        while !rest.isEmpty {
            text += delta(String(rest.prefix(piece)))
            rest = rest.dropFirst(piece)
        }
        return text + delta(nil, finish: finish) + usage + done
    }

    /// An error body.
    static func error(_ message: String, type: String, code: String) -> String {
        "{\"error\":{\"message\":\"\(message)\",\"type\":\"\(type)\",\"param\":null,\"code\":\(code)}}"
    }

    /// A whole chat.completion carrying `content`.
    static func completion(_ content: String, finish: String = "stop") -> String {
        "{\"id\":\"chatcmpl-1\",\"object\":\"chat.completion\",\"created\":1,\"model\":\"m\",\"choices\":[{\"index\":0,"
            + "\"message\":{\"role\":\"assistant\",\"content\":\"\(escaped(content))\",\"refusal\":null,"
            + "\"annotations\":[]},\"finish_reason\":\"\(finish)\"}],\"usage\":{\"prompt_tokens\":1},\"extra\":1}"
    }

    /// Splits bytes into chunks of `size`, cutting anywhere, including inside UTF-8 sequences.
    static func chunks(_ text: String, size: Int) -> [Data] {
        let bytes = Array(text.utf8)
        return stride(from: 0, to: bytes.count, by: size).map { Data(bytes[$0..<min($0 + size, bytes.count)]) }
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
