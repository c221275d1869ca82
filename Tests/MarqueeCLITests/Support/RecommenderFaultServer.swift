import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `Scripts/recommender-fault-server.py` on 127.0.0.1: a fake recommender that answers slowly or badly on purpose.
///
/// Started per test and stopped by its own PID; `--parent-pid` makes it exit by itself if the test run dies.
final class RecommenderFaultServer {
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
            "python3", root.appending(path: "Scripts/recommender-fault-server.py").path, "--port", "0",
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
            kill(process.processIdentifier, SIGKILL)
            throw ReferenceRecommender.StartFailure(output: text)
        }
        self.port = port
    }

    /// A base URL whose calls play `steps` in turn, such as `delay2500-200` (see the script's header).
    func scripted(_ steps: String) -> String { "http://127.0.0.1:\(port)/script/\(UUID().uuidString)/\(steps)" }

    /// Stops the server by its PID (SIGKILL: a child of a Swift concurrency thread may have SIGTERM blocked).
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    deinit { stop() }
}
