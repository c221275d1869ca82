import Foundation
import MarqueeData
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The reference recommender (`Scripts/serve-recommender`) on a free 127.0.0.1 port, for one contract test.
///
/// Stopped by its own PID. Creating one skips the calling test, loudly, only when the virtualenv cannot be built
/// because PyPI is unreachable (the script's exit status 3).
final class ReferenceRecommender {
    private let process: Process
    /// The port it listens on.
    let port: Int

    /// The base URL to pass as `--backend`.
    var url: String { "http://127.0.0.1:\(port)" }

    /// Prepares the virtualenv, starts the service and waits until `GET /` answers.
    init() async throws {
        let script = ScriptServer.repositoryRoot.appending(path: "Scripts/serve-recommender").path
        try Self.prepare(script)
        port = try Self.freePort()
        process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = ["--port", String(port)]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        try await waitForHealth()
    }

    /// Builds the virtualenv, or skips the calling test loudly when PyPI cannot be reached (exit status 3).
    private static func prepare(_ script: String) throws {
        let install = try run(script, ["--install-only"])
        if install.status == 3 {
            let reason =
                "SKIPPED CONTRACT TEST: the reference recommender's virtualenv could not be built "
                + "(PyPI unreachable?): \(install.output)"
            FileHandle.standardError.write(Data(("\n*** " + reason + "\n").utf8))
            try Test.cancel(Comment(rawValue: reason))
        }
        guard install.status == 0 else { throw StartFailure(output: install.output) }
    }

    /// Stops the service by its PID with SIGKILL and waits, so its port refuses connections afterwards.
    ///
    /// SIGKILL because a child started from a Swift concurrency thread inherits a mask that blocks SIGTERM.
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    deinit { stop() }

    /// Polls `GET /` at most 120 times, 0.25 s apart.
    private func waitForHealth() async throws {
        guard let health = URL(string: url + "/") else { throw StartFailure(output: url) }
        for _ in 0..<120 {
            guard process.isRunning else { throw StartFailure(output: "serve-recommender exited early") }
            if let response = try? await CurlTransport().send(HTTPRequest(url: health, retry: .none)),
                response.status == 200
            {
                return
            }
            try await Task.sleep(for: .milliseconds(250))
        }
        stop()
        throw StartFailure(output: "no answer on GET / within 30 s")
    }

    /// A port nothing listens on: the one the kernel gives a socket bound to port 0, asked of Python.
    static func freePort() throws -> Int {
        let probe = "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])"
        let result = try run("/usr/bin/env", ["python3", "-c", probe])
        guard let port = Int(result.output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw StartFailure(output: result.output)
        }
        return port
    }

    /// Runs a short command to the end; stdout and stderr share one pipe, so neither can fill up and block.
    private static func run(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The service did not start.
    struct StartFailure: Error {
        let output: String
    }
}
