/// The values `ask` would use now, and where each comes from; never the key itself.
public struct ModelSettingsReport: Encodable, Equatable, Sendable {
    /// Where a value in use comes from.
    public enum Origin: String, Encodable, Sendable {
        /// An `OPENAI_*` variable.
        case environment
        /// The settings file.
        case file
        /// Marquee's default.
        case builtIn = "default"
    }

    /// The JSON document's schema.
    public let schema = "marquee.model/1"
    /// The settings file.
    public let path: String
    /// The server in use.
    public let server: String
    /// Where the server comes from.
    public let serverOrigin: Origin
    /// The model in use.
    public let model: String
    /// Where the model comes from.
    public let modelOrigin: Origin
    /// Whether a key is set.
    public let hasKey: Bool
    /// Where the key comes from, or `nil` when there is none.
    public let keyOrigin: Origin?

    /// Creates a report.
    /// - Parameters:
    ///   - path: the settings file.
    ///   - server: the server in use.
    ///   - serverOrigin: where the server comes from.
    ///   - model: the model in use.
    ///   - modelOrigin: where the model comes from.
    ///   - keyOrigin: where the key comes from, or `nil` when there is none.
    public init(
        path: String, server: String, serverOrigin: Origin, model: String, modelOrigin: Origin, keyOrigin: Origin?
    ) {
        self.path = path
        self.server = server
        self.serverOrigin = serverOrigin
        self.model = model
        self.modelOrigin = modelOrigin
        self.hasKey = keyOrigin != nil
        self.keyOrigin = keyOrigin
    }

    private enum CodingKeys: String, CodingKey {
        case schema, path, server, serverOrigin, model, modelOrigin, hasKey, keyOrigin
    }

    /// Every key, `keyOrigin` as `null` when there is no key: the JSON documents never omit a key.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schema, forKey: .schema)
        try container.encode(path, forKey: .path)
        try container.encode(server, forKey: .server)
        try container.encode(serverOrigin, forKey: .serverOrigin)
        try container.encode(model, forKey: .model)
        try container.encode(modelOrigin, forKey: .modelOrigin)
        try container.encode(hasKey, forKey: .hasKey)
        try container.encode(keyOrigin, forKey: .keyOrigin)
    }
}
