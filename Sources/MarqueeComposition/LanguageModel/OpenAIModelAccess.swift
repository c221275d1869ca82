import Foundation
import MarqueeCommands
import MarqueeData
import MarqueeDomain

/// The OpenAI-compatible model behind `ask` and `chat`, and the settings `marquee model` shows and changes.
///
/// One precedence for every value, written once in ``choose(_:_:_:_:)``: the command's flag, then the `OPENAI_*`
/// variable, then the settings file, then the default. The client and the report both go through it.
struct OpenAIModelAccess: LanguageModelAccess {
    /// The settings file.
    let file: OpenAIConfigFile
    /// The `OPENAI_*` variables.
    let variables: ModelVariables

    var settingsPath: String { file.url.path }

    func chatModel(_ choice: ModelChoice) -> (any ChatModelRepository)? {
        configuration(choice).map {
            OpenAIChatClient(configuration: $0, transport: CurlTransport(), streams: choice.streams)
        }
    }

    /// The client's configuration for the choice, or `nil` when no model is configured and none is required.
    /// - Parameter choice: the command's flags.
    /// - Returns: the server, model and key the client would use.
    func configuration(_ choice: ModelChoice) -> OpenAIConfiguration? {
        // Every command that gets here checked the file first (`LanguageModelAccess.check()`), so it reads; should
        // it have turned corrupt since, this run answers as without settings and the next one names the file.
        let stored = (try? file.read()) ?? OpenAIConfigFile.Settings()
        let key = choose(nil, variables.apiKey, stored.apiKey, nil)
        let base = choose(choice.baseURL, variables.baseURL, stored.baseURL, nil)
        // A model counts as configured when a key or a server is set; `--online` asks for one regardless.
        guard key != nil || base != nil || choice.required else { return nil }
        return OpenAIConfiguration(
            baseURL: base.flatMap { URL(string: $0.value) },
            model: choose(choice.model, variables.model, stored.model, nil)?.value,
            apiKey: key?.value
        )
    }

    func report() throws(ModelSettingsError) -> ModelSettingsReport {
        let stored = try read()
        let server = choose(
            nil, variables.baseURL, stored.baseURL, OpenAIConfiguration.openAIBaseURL.absoluteString)
        let model = choose(nil, variables.model, stored.model, OpenAIConfiguration.defaultModel)
        let key = choose(nil, variables.apiKey, stored.apiKey, nil)
        return ModelSettingsReport(
            path: file.url.path, server: server?.value ?? "", serverOrigin: server?.origin ?? .builtIn,
            model: model?.value ?? "", modelOrigin: model?.origin ?? .builtIn, keyOrigin: key?.origin)
    }

    func update(_ change: ModelSettingsChange) throws(ModelSettingsError) {
        var stored = try read()
        if let baseURL = change.baseURL { stored.baseURL = baseURL }
        if let model = change.model { stored.model = model }
        if let key = change.key { stored.apiKey = key }
        if change.forgetsKey { stored.apiKey = nil }
        try file.save(stored)
    }

    /// The first non-empty value of flag, variable, file and default, and where it came from.
    private func choose(_ flag: String?, _ variable: String?, _ stored: String?, _ builtIn: String?) -> (
        value: String, origin: ModelSettingsReport.Origin
    )? {
        let nonEmpty = { (value: String?) in value.flatMap { $0.isEmpty ? nil : $0 } }
        // A flag is the command's own choice; `report()` never passes one, so its origin is never shown.
        if let value = nonEmpty(flag) { return (value, .environment) }
        if let value = nonEmpty(variable) { return (value, .environment) }
        if let value = nonEmpty(stored) { return (value, .file) }
        return builtIn.map { ($0, .builtIn) }
    }

    private func read() throws(ModelSettingsError) -> OpenAIConfigFile.Settings { try file.read() }
}
