import Foundation

/// The result of running the built `marquee` binary.
struct BinaryRun: Sendable {
    let stdout: String
    let stderr: String
    let status: Int32

    /// The built binary: `MARQUEE_BINARY` when Scripts/test sets it, else this checkout's debug build.
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["MARQUEE_BINARY"] { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appending(path: ".build/debug/marquee")
    }

    /// A store URL on which nothing listens, so every store request is refused at once.
    static let unreachableStore = "http://127.0.0.1:9"

    /// What every run's environment holds: a private home, a plain PATH and locale, then `extra` on top.
    ///
    /// Tests never touch the internet: the store's default host is replaced by a port nothing listens on.
    static func environment(home: URL, _ extra: [String: String]) -> [String: String] {
        [
            "MARQUEE_HOME": home.path, "HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
            "MARQUEE_ITUNES_URL": unreachableStore,
        ].merging(extra) { $1 }
    }

    /// Runs `marquee` with the given arguments and a clean environment whose profile lives in `home`, in
    /// `workingDirectory` when given (so a test can see what a run leaves there), else in the test's own.
    static func run(
        _ arguments: [String],
        home: URL,
        environment extra: [String: String] = [:],
        binary: URL = BinaryRun.binary,
        input: String? = nil,
        workingDirectory: URL? = nil
    ) throws -> BinaryRun {
        let process = Process()
        process.executableURL = binary
        process.currentDirectoryURL = workingDirectory
        process.arguments = arguments
        process.environment = Self.environment(home: home, extra)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        if let input {
            // Typed lines for the accessible app, then end of input, which quits it.
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return BinaryRun(
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self),
            status: process.terminationStatus
        )
    }
}
