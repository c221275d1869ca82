import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A Python test server from `Scripts/` on 127.0.0.1 that prints `PORT <n>` once it listens.
///
/// Started per test and stopped by its own PID. `--parent-pid` makes the server exit by itself if the test run dies.
final class ScriptServer {
    private let process: Process
    /// The port it listens on.
    let port: Int

    /// Starts `Scripts/<script>` with `--port 0` and `arguments`, and waits for it to report its port.
    init(_ script: String, arguments: [String] = []) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["python3", Self.repositoryRoot.appending(path: "Scripts/\(script)").path, "--port", "0"]
            + arguments + ["--parent-pid", String(ProcessInfo.processInfo.processIdentifier)]
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
            process.waitUntilExit()
            throw DidNotStart(script: script, output: text)
        }
        self.port = port
    }

    /// The checkout this test file lives in.
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// Stops the server by its PID and waits, so its port refuses connections afterwards.
    ///
    /// SIGKILL, because a child started from a Swift concurrency thread inherits a mask that blocks SIGTERM, and
    /// `Process.terminate()` followed by `waitUntilExit()` would then wait forever on a two-thread pool.
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    deinit { stop() }

    /// The server exited or printed something other than its port.
    struct DidNotStart: Error {
        let script: String
        let output: String
    }
}
