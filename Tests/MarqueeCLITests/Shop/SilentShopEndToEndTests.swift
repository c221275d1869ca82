import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built binary against `Scripts/blackhole-server.py`, a store that accepts connections and never answers.
@Suite("marquee and a store that never answers, end to end", .serialized, .timeLimit(.minutes(1)))
struct SilentShopEndToEndTests {
    /// The store's deadline for these runs, in milliseconds; the bundled answer must be out before it passes.
    private static let deadline = 4000

    /// What one run wrote: the part that came while marquee was still waiting for the store, and the whole.
    private struct SplitRun {
        /// The first `lines` lines' worth of output, read as they came.
        let early: String
        /// Whether marquee was still running once they had come.
        let stillWaiting: Bool
        /// Everything written to stdout.
        let whole: String
        /// The exit status.
        let status: Int32
    }

    /// Runs marquee against the black hole and reads stdout until `lines` lines are in, then to the end.
    ///
    /// No clock: a loaded machine may take long to start the binary. The store's part is written only after its
    /// deadline passed, so the early part arriving without it, while marquee still runs, is the proof.
    private static func run(_ arguments: [String], untilLines lines: Int) throws -> SplitRun {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try ScriptServer("blackhole-server.py")
        defer { server.stop() }

        let process = Process()
        process.executableURL = BinaryRun.binary
        process.arguments = arguments
        process.environment = BinaryRun.environment(
            home: home.url,
            [
                "MARQUEE_ITUNES_URL": "http://127.0.0.1:\(server.port)",
                "MARQUEE_HTTP_TIMEOUT_MS": String(deadline),
            ])
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        var received = Data()
        while received.count(where: { $0 == UInt8(ascii: "\n") }) < lines {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received.append(chunk)
        }
        let stillWaiting = process.isRunning
        let rest = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return SplitRun(
            early: String(decoding: received, as: UTF8.self), stillWaiting: stillWaiting,
            whole: String(decoding: received + rest, as: UTF8.self), status: process.terminationStatus)
    }

    @Test("search prints the bundled results before the silent store's deadline, then says the store did not answer")
    func bundledAnswerComesFirst() throws {
        // The four bundled films are written before the store is asked.
        let run = try Self.run(["search", "matrix"], untilLines: 4)

        let firstPart = run.early.split(separator: "\n").prefix(4).joined(separator: "\n")
        #expect(run.stillWaiting, "the bundled answer waited for the silent store")
        #expect(!run.early.contains("Source:"), "the store's part came with it")
        #expect(
            firstPart.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) }
                == ["tt0133093", "tt0234215", "tt0242653", "tt0295432"])
        #expect(firstPart.split(separator: "\n").allSatisfy { $0.hasSuffix("  [bundled]") })
        #expect(
            run.whole.hasSuffix(
                """

                Source: bundled catalog (Wikidata, CC0; MovieLens data, non-commercial).
                Only the bundled catalog was searched: the film store did not answer within 4 s.

                """))
        #expect(run.status == 0)
    }

    @Test("movie prints the catalog's facts before the silent store's deadline, then says the store did not answer")
    func bundledFactsComeFirst() throws {
        // The catalog's six lines, title to origin, are one write made before the store is asked.
        let run = try Self.run(["movie", "tt0133093"], untilLines: 6)

        #expect(run.stillWaiting, "the catalog's facts waited for the silent store")
        #expect(run.early.hasPrefix("The Matrix (1999)\n2h 16m · R · Action, Sci-Fi, Thriller\n"))
        #expect(run.early.hasSuffix("Language: English · Country: Australia, United States\n"))
        #expect(!run.early.contains("source:"), "the store's part came with it")
        #expect(
            run.whole.hasSuffix(
                """
                Only the bundled catalog's details are shown: the film store did not answer in time. \
                Try again in a moment.

                """), "whole output: \(run.whole)")
        #expect(run.status == 0)
    }

    /// The CPU seconds (user + system) one `marquee search matrix` used against `store`, as bash's `times` reports
    /// for its one child.
    private static func cpuSeconds(store: String) throws -> Double {
        let home = try TemporaryHome()
        defer { home.remove() }
        let process = Process()
        process.executableURL = URL(filePath: "/bin/bash")
        process.arguments = ["-c", #""$0" search matrix >/dev/null 2>&1; times"#, BinaryRun.binary.path]
        process.environment = BinaryRun.environment(
            home: home.url, ["MARQUEE_ITUNES_URL": store, "MARQUEE_HTTP_TIMEOUT_MS": String(deadline)])
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // The second line is the children's: "0m0.012s 0m0.004s".
        let children = text.split(separator: "\n").dropFirst().first ?? ""
        return children.split(separator: " ").reduce(0) { total, field in
            let parts = field.dropLast().split(separator: "m")
            guard parts.count == 2, let minutes = Double(parts[0]), let seconds = Double(parts[1]) else { return total }
            return total + minutes * 60 + seconds
        }
    }

    @Test("Waiting 4 s for the silent store costs no more CPU than a store that refuses at once, within 0.3 s")
    func waitingIsFree() throws {
        let server = try ScriptServer("blackhole-server.py")
        defer { server.stop() }

        let silent = try Self.cpuSeconds(store: "http://127.0.0.1:\(server.port)")
        let refused = try Self.cpuSeconds(store: BinaryRun.unreachableStore)

        #expect(refused > 0)
        #expect(silent < refused + 0.3, "silent store: \(silent) s of CPU; refused: \(refused) s")
    }
}
