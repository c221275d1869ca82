import Foundation

/// Runs `marquee` and reads its stdout as it is written, so a test can act when a line appears.
struct AskStreamingRun {
    let process = Process()
    private let out = Pipe()
    private let err = Pipe()

    /// Starts the binary.
    init(_ arguments: [String], home: URL, environment extra: [String: String], input: String? = nil) throws {
        process.executableURL = BinaryRun.binary
        process.arguments = arguments
        process.environment = BinaryRun.environment(home: home, extra)
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
    }

    /// Reads stdout until it contains `marker` or ends; returns everything read so far.
    func read(until marker: String) -> String {
        var text = ""
        while !text.contains(marker) {
            let data = out.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        return text
    }

    /// Reads the rest of stdout and stderr and waits for the exit.
    func finish() -> (stdout: String, stderr: String, status: Int32) {
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self), process.terminationStatus
        )
    }
}
