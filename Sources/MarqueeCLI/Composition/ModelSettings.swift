import MarqueeData
import MarqueeDomain

/// What `marquee model` shows and changes: the settings file, and which values the environment overrides.
///
/// The same precedence as `ask`: `OPENAI_*` variables win over the file, the file over the defaults.
struct ModelSettings {
    let file: OpenAIConfigFile
    let environment: [String: String]

    /// Where a value in use comes from.
    enum Origin: String, Encodable {
        case environment, file
        case builtIn = "default"
    }

    /// The values in use, and never the key itself.
    struct Report: Encodable {
        let schema = "marquee.model/1"
        let path: String
        let server: String
        let serverOrigin: Origin
        let model: String
        let modelOrigin: Origin
        let hasKey: Bool
        /// `null` when there is no key: the JSON documents never omit a key.
        @NullEncoded var keyOrigin: Origin?
    }

    /// The values `ask` would use now.
    /// - Throws: `ModelSettingsError/unreadable(path:reason:)` when the file exists but is not valid settings.
    func report() throws(ModelSettingsError) -> Report {
        let stored = try file.read()
        let (server, serverOrigin) = pick(
            "OPENAI_BASE_URL", stored.baseURL, OpenAIConfiguration.openAIBaseURL.absoluteString)
        let (model, modelOrigin) = pick("OPENAI_MODEL", stored.model, OpenAIConfiguration.defaultModel)
        let keyOrigin: Origin? =
            nonEmpty(environment["OPENAI_API_KEY"]) != nil ? .environment : nonEmpty(stored.apiKey) != nil ? .file : nil
        return Report(
            path: file.url.path, server: server, serverOrigin: serverOrigin, model: model, modelOrigin: modelOrigin,
            hasKey: keyOrigin != nil, keyOrigin: keyOrigin)
    }

    /// Stores the given values in the file, keeping the others.
    /// - Parameters:
    ///   - baseURL: the server to store, or `nil` to keep the stored one.
    ///   - model: the model to store, or `nil` to keep the stored one.
    ///   - key: the API key to store, or `nil` to keep the stored one.
    ///   - forgetKey: whether to remove the stored key.
    /// - Throws: ``ModelSettingsError`` when the file cannot be read or written.
    func update(baseURL: String?, model: String?, key: String?, forgetKey: Bool) throws(ModelSettingsError) {
        var stored = try file.read()
        if let baseURL { stored.baseURL = baseURL }
        if let model { stored.model = model }
        if let key { stored.apiKey = key }
        if forgetKey { stored.apiKey = nil }
        try file.save(stored)
    }

    /// Reads the file only to fail on a corrupt one, before a command that reads it starts (`ReadsModelSettings`).
    /// - Throws: `CommandFailure/modelSettings(_:)` when the file exists but cannot be read as settings.
    func check() throws(CommandFailure) {
        do throws(ModelSettingsError) { _ = try file.read() } catch { throw .modelSettings(error) }
    }

    private func pick(_ variable: String, _ stored: String?, _ builtIn: String) -> (String, Origin) {
        if let value = nonEmpty(environment[variable]) { return (value, .environment) }
        if let value = nonEmpty(stored) { return (value, .file) }
        return (builtIn, .builtIn)
    }

    private func nonEmpty(_ value: String?) -> String? { value.flatMap { $0.isEmpty ? nil : $0 } }
}
