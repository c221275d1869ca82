import Foundation
import MarqueeDomain

/// The user's model settings on disk: `$XDG_CONFIG_HOME/marquee/config.json` (else `~/.config/marquee/config.json`).
///
/// `{"apiKey": "…", "baseURL": "…", "model": "…"}`, every field optional. The file is written with mode 0600
/// so other users cannot read the key.
public struct OpenAIConfigFile: Hashable, Sendable {
    /// The file's location.
    public let url: URL

    /// The settings a file holds.
    public struct Settings: Codable, Hashable, Sendable {
        /// The API key.
        public var apiKey: String?
        /// The server.
        public var baseURL: String?
        /// The model name.
        public var model: String?

        /// Creates settings.
        public init(apiKey: String? = nil, baseURL: String? = nil, model: String? = nil) {
            self.apiKey = apiKey
            self.baseURL = baseURL
            self.model = model
        }
    }

    /// Creates a handle on a file.
    public init(url: URL) {
        self.url = url
    }

    /// The file for an environment.
    /// - Parameter environment: the process environment (`XDG_CONFIG_HOME`, `HOME`).
    /// - Returns: the file's handle; the file need not exist.
    public static func standard(environment: [String: String]) -> OpenAIConfigFile {
        let root =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".config")
        return OpenAIConfigFile(url: root.appendingPathComponent("marquee").appendingPathComponent("config.json"))
    }

    /// The settings in the file, or empty settings when it is missing or unreadable.
    public func load() -> Settings {
        guard let data = try? Data(contentsOf: url) else { return Settings() }
        return (try? JSONDecoder().decode(Settings.self, from: data)) ?? Settings()
    }

    /// Writes settings, creating the file with mode 0600 and its folder with mode 0700.
    /// - Parameter settings: what to store.
    /// - Throws: `ProfileError/unwritable(path:reason:)` when the folder or file cannot be written.
    public func save(_ settings: Settings) throws(ProfileError) {
        do {
            let folder = url.deletingLastPathComponent()
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(settings)
            // Created 0600 before the key is written, so it is never readable by others, not even briefly.
            _ = FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600])
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: data)
        } catch {
            throw .unwritable(path: url.path, reason: String(describing: error))
        }
    }
}
