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

    /// The settings in the file; empty settings when there is no file.
    ///
    /// A file that is there but unreadable is an error, never "no settings": the user wrote it, and a key that
    /// silently stops counting would send `ask` offline without a word.
    /// - Returns: the settings.
    /// - Throws: `ModelSettingsError/unreadable(path:reason:)` when the file is not settings, and
    ///   `ModelSettingsError/unreadableFile(path:problem:)` when it cannot be read.
    public func read() throws(ModelSettingsError) -> Settings {
        let snapshot: FileSnapshot?
        do throws(FileSystemError) {
            snapshot = try POSIXFile.snapshot(of: url.path)
        } catch {
            throw .unreadableFile(path: url.path, problem: error.problem)
        }
        guard let snapshot else { return Settings() }
        do {
            return try JSONDecoder().decode(Settings.self, from: snapshot.contents)
        } catch {
            throw .unreadable(path: url.path, reason: "it is not JSON of the form {\"apiKey\", \"baseURL\", \"model\"}")
        }
    }

    /// Writes settings whole or not at all: a private temporary file (mode 0600) renamed over the old one.
    ///
    /// The folder is created with mode 0700. The key is never in a file others can read, not even briefly.
    /// - Parameter settings: what to store.
    /// - Throws: `ModelSettingsError/unusableFolder(path:problem:)` when the folder cannot be made or written in (a
    ///   read-only disk, say), `ModelSettingsError/unwritableFile(path:problem:)` when the file itself cannot be written.
    public func save(_ settings: Settings) throws(ModelSettingsError) {
        let folder = url.deletingLastPathComponent().path
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do { data = try encoder.encode(settings) } catch { throw .unwritable(path: url.path, reason: "\(error)") }
        do throws(FileSystemError) {
            try POSIXFile.createDirectories(folder)
        } catch {
            throw .unusableFolder(path: error.path, problem: error.problem)
        }
        do throws(FileSystemError) {
            try POSIXFile.writeAtomically(data, to: url.path, temporaryPrefix: ".config.json.tmp-", permissions: 0o600)
        } catch {
            switch error.problem {
            case .readOnly, .permissionDenied, .noSpace: throw .unusableFolder(path: folder, problem: error.problem)
            default: throw .unwritableFile(path: url.path, problem: error.problem)
            }
        }
    }
}
