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

    /// Runs `marquee` with the given arguments and a clean environment whose profile lives in `home`.
    static func run(
        _ arguments: [String],
        home: URL,
        environment extra: [String: String] = [:],
        binary: URL = BinaryRun.binary
    ) throws -> BinaryRun {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var environment = ["MARQUEE_HOME": home.path, "HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        environment.merge(extra) { $1 }
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
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
