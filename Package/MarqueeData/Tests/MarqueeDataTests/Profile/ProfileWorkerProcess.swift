import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs this test binary again as a separate Marquee-like process that hammers one profile directory.
///
/// Only a second process shows what `kill -9` and cross-process `flock` really do, and the test binary
/// is the one executable at hand that contains the repository.
struct ProfileWorkerProcess {
    /// The environment variable naming the directory a worker updates; set only in worker processes.
    static let directoryVariable = "MARQUEE_PROFILE_TEST_WORKER_DIRECTORY"
    /// The environment variable with the worker's name, which makes its liked ids distinct.
    static let nameVariable = "MARQUEE_PROFILE_TEST_WORKER_NAME"
    /// The environment variable with the number of updates to make; absent means "until killed".
    static let countVariable = "MARQUEE_PROFILE_TEST_WORKER_COUNT"

    /// Whether this process was started as a worker.
    static var isWorker: Bool { ProcessInfo.processInfo.environment[directoryVariable] != nil }

    private let process: Process

    /// Starts a worker that likes `count` films (or keeps going until killed) in `directory`.
    /// - Throws: when the test binary cannot be started.
    init(directory: URL, name: String, count: Int?) throws {
        let process = Process()
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        process.executableURL = URL(filePath: executable)
        process.arguments = ["--testing-library", "swift-testing", "--filter", "ProfileProcessTests/worker"]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.directoryVariable] = directory.path(percentEncoded: false)
        environment[Self.nameVariable] = name
        environment[Self.countVariable] = count.map(String.init)
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
    }

    /// Waits for the worker to finish and tells whether it succeeded.
    func waitForSuccess() async -> Bool {
        await waitForExit()
        return process.terminationReason == .exit && process.terminationStatus == 0
    }

    /// Whether the worker is still running.
    var isRunning: Bool { process.isRunning }

    /// Kills the worker with SIGKILL, which gives it no chance to clean up, and waits for it to die.
    func killAbruptly() async {
        kill(process.processIdentifier, SIGKILL)
        await waitForExit()
    }

    private func waitForExit() async {
        // Polling keeps the cooperative thread free; waitUntilExit would block it for the whole run.
        while process.isRunning {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }
}
