import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Scripts/openai-fake-server.py, started for one test with its own replies, port file and request log.
///
/// Stopped by its own PID, never by name.
final class AskFakeServer {
    let folder: URL
    let baseURL: String
    private let process: Process

    /// Starts the server with `replies` (see the script's docstring) and waits until it listens.
    init(replies: [[String: Any]]) throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "marquee-openai-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appending(path: "script.json")
        try JSONSerialization.data(withJSONObject: ["replies": replies]).write(to: script)
        let portFile = folder.appending(path: "port")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", root.appending(path: "Scripts/openai-fake-server.py").path, "--script", script.path,
            "--port-file", portFile.path, "--log", folder.appending(path: "requests.jsonl").path,
        ]
        try process.run()
        var port: String?
        // Polls for the port file the server writes once it listens; the wait ends as soon as it exists.
        for _ in 0..<600 where port == nil {
            port = try? String(contentsOf: portFile, encoding: .utf8)
            if port == nil { usleep(50_000) }
        }
        guard let port else { throw CocoaError(.fileNoSuchFile) }
        baseURL = "http://127.0.0.1:\(port)"
    }

    /// The requests the server received, in order, as decoded JSON lines.
    var requests: [[String: Any]] {
        let text = (try? String(contentsOf: folder.appending(path: "requests.jsonl"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// The raw request log, to check what was sent.
    var log: String { (try? String(contentsOf: folder.appending(path: "requests.jsonl"), encoding: .utf8)) ?? "" }

    /// A path inside the server's folder, for gates.
    func path(_ name: String) -> URL { folder.appending(path: name) }

    /// Stops the server and removes its folder.
    ///
    /// SIGKILL, because a child spawned by the test runner inherits a mask that blocks SIGTERM.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }
}
