import Foundation
import MarqueeCommands
import MarqueeData
import MarqueeDomain
import Testing

@testable import MarqueeComposition

/// The model settings' one precedence: flag, then `OPENAI_*`, then the settings file, then the default.
@Suite("The language model's settings")
struct OpenAIModelAccessTests {
    private let folder = FileManager.default.temporaryDirectory.appending(path: "marquee-model-\(UUID().uuidString)")

    private func access(
        stored: OpenAIConfigFile.Settings?, apiKey: String? = nil, baseURL: String? = nil, model: String? = nil
    ) throws -> OpenAIModelAccess {
        let file = OpenAIConfigFile(url: folder.appending(path: "config.json"))
        if let stored { try file.save(stored) }
        return OpenAIModelAccess(file: file, variables: ModelVariables(apiKey: apiKey, baseURL: baseURL, model: model))
    }

    @Test("With no key, no server and no --online, there is no model and ask answers offline")
    func nothingConfigured() throws {
        let access = try access(stored: nil)
        #expect(access.configuration(ModelChoice()) == nil)
        #expect(access.chatModel(ModelChoice()) == nil)
    }

    @Test("A flag wins over the variable, the variable over the file, the file over the default")
    func precedence() throws {
        let stored = OpenAIConfigFile.Settings(apiKey: "file-key", baseURL: "http://file.test/v1", model: "file-model")
        let fileOnly = try #require(try access(stored: stored).configuration(ModelChoice()))
        #expect([fileOnly.baseURL.absoluteString, fileOnly.model] == ["http://file.test/v1", "file-model"])
        #expect(fileOnly.hasKey)

        let variables = try access(stored: stored, baseURL: "http://env.test/v1", model: "env-model")
        let fromVariables = try #require(variables.configuration(ModelChoice()))
        #expect([fromVariables.baseURL.absoluteString, fromVariables.model] == ["http://env.test/v1", "env-model"])

        let flags = try #require(
            variables.configuration(ModelChoice(baseURL: "http://flag.test/v1", model: "flag-model")))
        #expect([flags.baseURL.absoluteString, flags.model] == ["http://flag.test/v1", "flag-model"])
    }

    @Test("--online builds a client with the defaults even when nothing is configured, so a missing key is reported")
    func requiredWithoutSettings() throws {
        let configuration = try #require(try access(stored: nil).configuration(ModelChoice(required: true)))
        #expect(configuration.baseURL == OpenAIConfiguration.openAIBaseURL)
        #expect(configuration.model == OpenAIConfiguration.defaultModel)
        #expect(!configuration.hasKey)
    }

    @Test("The report names where each value comes from by the same precedence, and never the key")
    func report() throws {
        let stored = OpenAIConfigFile.Settings(apiKey: "file-key", baseURL: nil, model: "file-model")
        let access = try access(stored: stored, apiKey: "env-key")
        #expect(
            try access.report()
                == ModelSettingsReport(
                    path: folder.appending(path: "config.json").path,
                    server: OpenAIConfiguration.openAIBaseURL.absoluteString, serverOrigin: .builtIn,
                    model: "file-model", modelOrigin: .file, keyOrigin: .environment))
    }

    @Test("An update keeps the values it does not name, and forgetting the key removes only the key")
    func update() throws {
        let access = try access(stored: OpenAIConfigFile.Settings(apiKey: "k", baseURL: "http://a.test", model: "m"))
        try access.update(ModelSettingsChange(model: "n"))
        try access.update(ModelSettingsChange(forgetsKey: true))
        #expect(try access.file.read() == OpenAIConfigFile.Settings(apiKey: nil, baseURL: "http://a.test", model: "n"))
    }

    @Test("A settings file that is not settings is reported with its path, as the model settings' own error")
    func corruptFile() throws {
        let access = try access(stored: nil)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: access.file.url)
        #expect {
            try access.report()
        } throws: { error in
            guard case .unreadable(let path, _) = error as? ModelSettingsError else { return false }
            return path == access.file.url.path
        }
    }
}
