import Foundation
import MarqueeDomain

#if canImport(Glibc)
    import Glibc
#endif

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
    ///
    /// Lenient on purpose for `ask`, which then answers offline; `marquee model` uses ``read()`` to report a bad file.
    public func load() -> Settings {
        (try? read()) ?? Settings()
    }

    /// The settings in the file; empty settings when there is no file.
    /// - Returns: the settings.
    /// - Throws: `ProfileError/unreadable(path:reason:)` when the file exists but cannot be read as settings.
    public func read() throws(ProfileError) -> Settings {
        guard FileManager.default.fileExists(atPath: url.path) else { return Settings() }
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw .unreadable(path: url.path, reason: "\(error)") }
        do {
            return try JSONDecoder().decode(Settings.self, from: data)
        } catch {
            throw .unreadable(path: url.path, reason: "it is not JSON of the form {\"apiKey\", \"baseURL\", \"model\"}")
        }
    }

    /// Writes settings whole or not at all: a private temporary file (mode 0600) renamed over the old one.
    ///
    /// The folder is created with mode 0700. The key is never in a file others can read, not even briefly.
    /// - Parameter settings: what to store.
    /// - Throws: `ProfileError/unwritable(path:reason:)` when the folder or file cannot be written.
    public func save(_ settings: Settings) throws(ProfileError) {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".config.json.\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(settings)
            guard
                FileManager.default.createFile(
                    atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600])
            else { throw CocoaError(.fileWriteUnknown) }
            guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .unwritable(path: url.path, reason: String(describing: error))
        }
    }
}
