import Foundation
import MarqueeData
import MarqueeDomain
import Testing

struct OpenAIConfigurationTests {
    @Test(
        "The base URL is accepted with or without /v1 and a trailing slash",
        arguments: [
            ("http://127.0.0.1:8080", "http://127.0.0.1:8080/v1"),
            ("http://127.0.0.1:8080/", "http://127.0.0.1:8080/v1"),
            ("http://localhost:11434/v1", "http://localhost:11434/v1"),
            ("https://openrouter.ai/api/v1/", "https://openrouter.ai/api/v1"),
        ])
    func normalisesBaseURL(input: String, expected: String) {
        #expect(OpenAIConfiguration(baseURL: URL(string: input)).baseURL.absoluteString == expected)
    }

    @Test("Defaults are OpenAI and gpt-4o-mini, and the description never shows the key")
    func defaultsAndRedaction() {
        let configuration = OpenAIConfiguration(apiKey: "sk-secret-value")
        #expect(configuration.baseURL.absoluteString == "https://api.openai.com/v1")
        #expect(configuration.model == "gpt-4o-mini")
        #expect(configuration.description == "gpt-4o-mini at https://api.openai.com/v1 (key set)")
        #expect(!"\(configuration)".contains("sk-secret"))
        #expect(!String(reflecting: configuration).contains("sk-secret"))
        var dumped = ""
        dump(configuration, to: &dumped)
        #expect(!dumped.contains("sk-secret"))
    }

    @Test("The settings file is created with mode 0600 and reads back what was saved")
    func settingsFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-config-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = OpenAIConfigFile.standard(environment: ["XDG_CONFIG_HOME": folder.path])
        let settings = OpenAIConfigFile.Settings(apiKey: "sk-x", baseURL: "http://127.0.0.1:8080", model: "m")
        try file.save(settings)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(file.url.path == folder.path + "/marquee/config.json")
        #expect(try file.read() == settings)
    }

    @Test("Saving again replaces the file whole, keeps mode 0600 and leaves no temporary file behind")
    func saveReplacesWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-config-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = OpenAIConfigFile.standard(environment: ["XDG_CONFIG_HOME": folder.path])
        try file.save(OpenAIConfigFile.Settings(apiKey: "sk-old", baseURL: "http://127.0.0.1:1", model: "a"))
        try file.save(OpenAIConfigFile.Settings(model: "b"))
        #expect(try file.read() == OpenAIConfigFile.Settings(model: "b"))
        let attributes = try FileManager.default.attributesOfItem(atPath: file.url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/marquee") == ["config.json"])
    }

    @Test("A missing file reads as empty settings; a corrupt one is its own error, naming the file")
    func corruptFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-config-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = OpenAIConfigFile.standard(environment: ["XDG_CONFIG_HOME": folder.path])
        #expect(try file.read() == OpenAIConfigFile.Settings())
        try FileManager.default.createDirectory(
            at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"apiKey\": ".utf8).write(to: file.url)
        let reason = "it is not JSON of the form {\"apiKey\", \"baseURL\", \"model\"}"
        #expect(throws: ModelSettingsError.unreadable(path: file.url.path, reason: reason)) {
            try file.read()
        }
    }

    @Test("Saving where a file stands in for the settings folder is a typed folder problem, not Foundation's text")
    func saveIntoAFile() throws {
        let plain = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-config-\(UUID())")
        try Data("x".utf8).write(to: plain)
        defer { try? FileManager.default.removeItem(at: plain) }
        let file = OpenAIConfigFile.standard(environment: ["XDG_CONFIG_HOME": plain.path])

        #expect(throws: ModelSettingsError.unusableFolder(path: plain.path + "/marquee", problem: .notFolder)) {
            try file.save(OpenAIConfigFile.Settings())
        }
    }
}
