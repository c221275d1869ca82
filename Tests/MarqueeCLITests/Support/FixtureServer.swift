import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `Scripts/itunes-fixture-server.py` on 127.0.0.1, serving the captured iTunes fixtures at Apple's URL shapes.
///
/// Started per test and stopped by its own PID; `--parent-pid` makes it exit by itself if the test run dies.
final class FixtureServer {
    private let process: Process
    /// The port it listens on.
    let port: Int

    /// Starts the server and waits for it to report its port.
    init() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", root.appending(path: "Scripts/itunes-fixture-server.py").path, "--port", "0",
            "--fixtures", root.appending(path: "../shared/fixtures/itunes").standardizedFileURL.path,
            "--parent-pid", String(ProcessInfo.processInfo.processIdentifier),
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard text.hasPrefix("PORT "), let port = Int(text.dropFirst(5).prefix { $0.isNumber }) else {
            process.terminate()
            throw ServerDidNotStart(output: text)
        }
        self.port = port
    }

    /// The base URL for good answers.
    var goodURL: String { "http://127.0.0.1:\(port)/itunes" }

    /// The base URL where every request fails as `kind` says (500, 429, 403, slow, truncated, invalid, huge).
    func faultURL(_ kind: String) -> String { "http://127.0.0.1:\(port)/fault/\(kind)" }

    /// How many store requests reached the server so far.
    func requestCount() async throws -> Int {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/requests")!)
        let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return document?["count"] as? Int ?? -1
    }

    /// Stops the server by its PID and waits for it to exit, so its port refuses connections afterwards.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    deinit { stop() }

    /// The server printed something other than its port.
    struct ServerDidNotStart: Error {
        let output: String
    }
}
