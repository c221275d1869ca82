/// What `marquee model` stores in the settings file; `nil` keeps the stored value.
public struct ModelSettingsChange: Sendable, Equatable {
    /// The server to store.
    public var baseURL: String?
    /// The model to store.
    public var model: String?
    /// The API key to store.
    public var key: String?
    /// Whether to remove the stored key.
    public var forgetsKey: Bool

    /// Creates a change.
    /// - Parameters:
    ///   - baseURL: the server to store, or `nil`.
    ///   - model: the model to store, or `nil`.
    ///   - key: the API key to store, or `nil`.
    ///   - forgetsKey: whether to remove the stored key.
    public init(baseURL: String? = nil, model: String? = nil, key: String? = nil, forgetsKey: Bool = false) {
        self.baseURL = baseURL
        self.model = model
        self.key = key
        self.forgetsKey = forgetsKey
    }

    /// Whether the change stores nothing.
    var isEmpty: Bool { baseURL == nil && model == nil && key == nil && !forgetsKey }
}
