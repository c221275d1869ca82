import Foundation
import MarqueeData
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A Python server from `Scripts/` on 127.0.0.1 for one test, stopped by its PID when the test is done.
struct LocalServer {
    /// Why a server could not be started.
    struct StartFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// The port it listens on.
    let port: Int

    /// `http://127.0.0.1:<port><path>`.
    func url(_ path: String = "") -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Runs `body` with `Scripts/recommender-fault-server.py`, which reports its own port.
    static func faultServer(_ body: (LocalServer) async throws -> Void) async throws {
        let script = ServerScript.repositoryRoot.appending(path: "Scripts/recommender-fault-server.py").path(
            percentEncoded: false)
        let process = try launch("/usr/bin/env", ["python3", script, "--port", "0", "--parent-pid", String(getpid())])
        defer { stop(process.process) }
        let line = await ServerScript.firstLine(of: process.output)
        guard line.hasPrefix("PORT "), let port = Int(line.dropFirst(5)) else {
            throw StartFailure(
                description: "recommender-fault-server.py printed \(line.debugDescription), not its port")
        }
        try await body(LocalServer(port: port))
    }

    /// Runs `body` with the reference service (`Scripts/serve-recommender`) on a free port.
    ///
    /// The virtualenv is prepared first. The test is skipped, loudly, only when that fails because PyPI cannot be
    /// reached (the script's exit status 3); any other failure fails the test.
    /// - Parameters:
    ///   - environment: extra variables, such as `MARQUEE_RECOMMENDER_MODEL` to provoke the service's 500.
    ///   - body: the test.
    /// - Throws: ``StartFailure`` when the service cannot be prepared or started, or whatever `body` throws.
    static func referenceService(
        environment: [String: String] = [:],
        _ body: (LocalServer) async throws -> Void
    ) async throws {
        let script = ServerScript.repositoryRoot.appending(path: "Scripts/serve-recommender").path(
            percentEncoded: false)
        let install = try launch(script, ["--install-only"])
        let installLog = await remainder(of: install.errors)
        install.process.waitUntilExit()
        if install.process.terminationStatus == 3 {
            let reason =
                "SKIPPED CONTRACT TEST: the reference recommender's virtualenv could not be built "
                + "(PyPI unreachable?): \(installLog)"
            FileHandle.standardError.write(Data(("\n*** " + reason + "\n").utf8))
            try Test.cancel(Comment(rawValue: reason))
        }
        guard install.process.terminationStatus == 0 else {
            throw StartFailure(description: "serve-recommender --install-only failed: \(installLog)")
        }
        let port = try freePort()
        let server = try launch(script, ["--port", String(port)], quiet: true, environment: environment)
        defer { stop(server.process) }
        try await waitForHealth(LocalServer(port: port), process: server.process)
        try await body(LocalServer(port: port))
    }

    /// Polls `GET /` until the service answers, at most 120 times 0.25 s apart, failing early if it exits.
    private static func waitForHealth(_ server: LocalServer, process: Process) async throws {
        // swift-format-ignore: NeverForceUnwrap
        let health = URL(string: server.url("/"))!
        for _ in 0..<120 {
            guard process.isRunning else { throw StartFailure(description: "serve-recommender exited early") }
            if let response = try? await CurlTransport().send(HTTPRequest(url: health, retry: .none)),
                response.status == 200
            {
                return
            }
            try await Task.sleep(for: .milliseconds(250))
        }
        throw StartFailure(description: "the reference service did not answer GET / within 30 s")
    }

    /// A port nothing listens on right now: the kernel's pick for a socket bound to port 0.
    static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw StartFailure(description: "socket() failed") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(socket, generic, length) == 0 && getsockname(socket, generic, &length) == 0
            }
        }
        guard bound else { throw StartFailure(description: "could not bind a free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Starts a process; a `quiet` one writes nowhere, so a long-running server never blocks on a full pipe.
    private static func launch(
        _ path: String,
        _ arguments: [String],
        quiet: Bool = false,
        environment: [String: String] = [:]
    ) throws -> (process: Process, output: FileHandle, errors: FileHandle) {
        let process = Process()
        process.executableURL = URL(filePath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = quiet ? FileHandle.nullDevice : output
        process.standardError = quiet ? FileHandle.nullDevice : errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return (process, output.fileHandleForReading, errors.fileHandleForReading)
    }

    /// Stops a server by its PID with SIGKILL.
    ///
    /// Not SIGTERM: a child started from a Swift concurrency thread inherits that thread's signal mask, in which
    /// SIGTERM is blocked, so a SIGTERM would wait forever. SIGKILL cannot be blocked, and these servers keep no
    /// state worth a graceful exit.
    private static func stop(_ process: Process) {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    private static func remainder(of handle: FileHandle) async -> String {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: String(decoding: handle.readDataToEndOfFile(), as: UTF8.self))
            }
        }
    }
}
