import Foundation
import MarqueeData

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

    /// The scheme the server speaks.
    var scheme = "http"

    /// Runs `body` with a fresh server and stops the server when `body` returns or throws.
    /// - Parameters:
    ///   - script: the server in `Scripts/`: the fault server, or `blackhole-server.py`, which accepts and never
    ///     answers.
    ///   - tls: a certificate and its key, in PEM files, to serve HTTPS with.
    ///   - body: the test.
    /// - Returns: what `body` returns.
    /// - Throws: ``StartFailure`` when the server does not start, or whatever `body` throws.
    @discardableResult
    static func with<T>(
        script: String = "fault-server.py",
        tls: (certificate: String, key: String)? = nil,
        _ body: (FaultServer) async throws -> T
    ) async throws -> T {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = [
            "python3",
            ServerScript.repositoryRoot.appending(path: "Scripts/\(script)").path(percentEncoded: false),
            "--port", "0",
            "--parent-pid", String(getpid()),
        ]
        if script == "fault-server.py" { process.arguments? += ["--fixtures", fixtures.path(percentEncoded: false)] }
        if let tls { process.arguments? += ["--tls-cert", tls.certificate, "--tls-key", tls.key] }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        do {
            let line = await ServerScript.firstLine(of: output.fileHandleForReading)
            guard line.hasPrefix("PORT "), let port = Int(line.dropFirst(5)) else {
                throw StartFailure(
                    description: "\(script) did not report its port; it printed \(line.debugDescription)")
            }
            let result = try await body(FaultServer(port: port, scheme: tls == nil ? "http" : "https"))
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
        URL(string: "\(scheme)://127.0.0.1:\(port)\(pathAndQuery)")!
    }

    /// Whether the client closed the gated or silent request called `key`, as the server saw it.
    ///
    /// Asked every 50 ms until it says yes, for at most 5 s: the hang-up reaches the server a moment after
    /// the client closes.
    func sawHangUp(_ key: String) async -> Bool {
        await poll(key, #""hung_up": true"#)
    }

    /// Waits until the gated or silent request called `key` has reached the server, for at most 5 s.
    @discardableResult
    func arrived(_ key: String) async -> Bool {
        await poll(key, #""arrived": true"#)
    }

    private func poll(_ key: String, _ fact: String) async -> Bool {
        let transport = CurlTransport()
        for _ in 0..<100 {
            let request = HTTPRequest(url: url("/state/\(key)"), retry: .none)
            if let response = try? await transport.send(request),
                String(decoding: response.body, as: UTF8.self).contains(fact)
            {
                return true
            }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return false
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
