import Foundation

/// Where the model lives and how to reach it: base URL, model name and an optional API key.
///
/// The key is kept out of every description, so printing or logging a configuration never shows it.
public struct OpenAIConfiguration: Hashable, Sendable, CustomStringConvertible, CustomReflectable {
    // The literal is a valid URL, checked by `OpenAIConfigurationTests`.
    // swift-format-ignore: NeverForceUnwrap
    /// OpenAI's own API.
    public static let openAIBaseURL = URL(string: "https://api.openai.com/v1")!
    /// The model asked for when none is configured.
    public static let defaultModel = "gpt-4o-mini"

    /// The API root, always ending in `/v1`.
    public let baseURL: URL
    /// The model name.
    public let model: String
    let apiKey: String?

    /// Creates a configuration.
    /// - Parameters:
    ///   - baseURL: the server, with or without `/v1`; `nil` means OpenAI.
    ///   - model: the model name; `nil` or empty means ``defaultModel``.
    ///   - apiKey: the key; `nil` or empty for a local server that needs none.
    public init(baseURL: URL? = nil, model: String? = nil, apiKey: String? = nil) {
        self.baseURL = Self.normalized(baseURL ?? Self.openAIBaseURL)
        self.model = model.flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultModel
        self.apiKey = apiKey.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether a key is configured.
    public var hasKey: Bool { apiKey != nil }

    /// Whether the server is OpenAI itself, which always needs a key.
    public var isOpenAI: Bool { baseURL.host == Self.openAIBaseURL.host }

    /// The configuration without its key: `gpt-4o-mini at https://api.openai.com/v1 (key set)`.
    public var description: String {
        "\(model) at \(baseURL.absoluteString) (" + (hasKey ? "key set" : "no key") + ")"
    }

    /// A mirror without the key, so `dump` and debuggers never show it.
    public var customMirror: Mirror {
        Mirror(self, children: ["baseURL": baseURL, "model": model, "hasKey": hasKey], displayStyle: .struct)
    }

    /// `{base}/chat/completions`.
    var completionsURL: URL { baseURL.appendingPathComponent("chat").appendingPathComponent("completions") }

    /// Removes a trailing slash and adds `/v1` when the path does not already end with it.
    static func normalized(_ url: URL) -> URL {
        var text = url.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        if !text.hasSuffix("/v1") { text += "/v1" }
        return URL(string: text) ?? url
    }
}
