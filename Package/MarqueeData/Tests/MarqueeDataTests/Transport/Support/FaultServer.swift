import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `Scripts/fault-server.py` running on 127.0.0.1 for one test, stopped by its PID afterwards.
///
/// The server is told this process's PID too, and exits by itself if the test run dies before stopping it.
struct FaultServer {
    /// Why the server could not be started.
    struct StartFailure: Error, CustomStringConvertible {
        /// What went wrong.
        let description: String
    }

    /// The port it listens on.
    let port: Int

    /// The fixtures directory it serves under `/fixtures/`.
    static let fixtures = ServerScript.repositoryRoot.appending(path: "Package/MarqueeData/Tests/Fixtures/itunes")

    /// Runs `body` with a fresh server and stops the server when `body` returns or throws.
    /// - Parameter body: the test.
    /// - Throws: ``StartFailure`` when the server does not start, or whatever `body` throws.
    @discardableResult
    static func with<T>(_ body: (FaultServer) async throws -> T) async throws -> T {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = [
            "python3",
            ServerScript.repositoryRoot.appending(path: "Scripts/fault-server.py").path(percentEncoded: false),
            "--port", "0",
            "--fixtures", fixtures.path(percentEncoded: false),
            "--parent-pid", String(getpid()),
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        do {
            let line = await ServerScript.firstLine(of: output.fileHandleForReading)
            guard line.hasPrefix("PORT "), let port = Int(line.dropFirst(5)) else {
                throw StartFailure(
                    description: "fault-server.py did not report its port; it printed \(line.debugDescription)")
            }
            let result = try await body(FaultServer(port: port))
            await stop(process)
            return result
        } catch {
            await stop(process)
            throw error
        }
    }

    /// A URL on the server, such as `url("/status/500")`.
    func url(_ pathAndQuery: String) -> URL {
        // swift-format-ignore: NeverForceUnwrap
        URL(string: "http://127.0.0.1:\(port)\(pathAndQuery)")!
    }

    /// Stops the server by its PID and waits for it to go: SIGTERM, then SIGKILL if it is still there after 2 s.
    private static func stop(_ process: Process) async {
        let pid = process.processIdentifier
        kill(pid, SIGTERM)
        // Polling keeps the Swift task threads free: waitUntilExit blocks one, and with two of them both can
        // end up stuck at once, which starves every task in the test run (the time limits included).
        let escalation = ContinuousClock.now + .seconds(2)
        while process.isRunning {
            if ContinuousClock.now > escalation { kill(pid, SIGKILL) }
            try? await Task.sleep(for: .milliseconds(10))
        }
    }
}
