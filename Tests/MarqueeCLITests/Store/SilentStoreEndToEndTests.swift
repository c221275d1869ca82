import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built binary against `Scripts/blackhole-server.py`, a store that accepts connections and never answers.
@Suite("marquee and a store that never answers, end to end", .serialized, .timeLimit(.minutes(1)))
struct SilentStoreEndToEndTests {
    /// The store's deadline for these runs, in milliseconds; the bundled answer must be out before it passes.
    private static let deadline = 4000

    @Test("search prints the bundled results before the silent store's deadline, then says the store did not answer")
    func bundledAnswerComesFirst() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try ScriptServer("blackhole-server.py")
        defer { server.stop() }

        let process = Process()
        process.executableURL = BinaryRun.binary
        process.arguments = ["search", "matrix"]
        process.environment = BinaryRun.environment(
            home: home.url,
            [
                "MARQUEE_ITUNES_URL": "http://127.0.0.1:\(server.port)",
                "MARQUEE_HTTP_TIMEOUT_MS": String(Self.deadline),
            ])
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        // Read until the four bundled films are in: that part is written before the store is asked.
        var received = Data()
        while received.count(where: { $0 == UInt8(ascii: "\n") }) < 4 {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received.append(chunk)
        }
        // No clock: a loaded machine may take long to start the binary. The store's part is written only after
        // its deadline passed, so the bundled part arriving without it, while marquee still runs, is the proof.
        let stillWaiting = process.isRunning
        let rest = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        let firstPart = String(decoding: received, as: UTF8.self).split(separator: "\n").prefix(4).joined(
            separator: "\n")
        #expect(stillWaiting, "the bundled answer waited for the silent store")
        #expect(!String(decoding: received, as: UTF8.self).contains("Source:"), "the store's part came with it")
        #expect(
            firstPart.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) }
                == ["tt0133093", "tt0234215", "tt0242653", "tt0295432"])
        #expect(firstPart.split(separator: "\n").allSatisfy { $0.hasSuffix("  [bundled]") })
        let whole = String(decoding: received + rest, as: UTF8.self)
        #expect(
            whole.hasSuffix(
                """

                Source: bundled catalog (Wikidata, CC0; MovieLens data, non-commercial).
                Only the bundled catalog was searched: the film store did not answer within 4 s.

                """))
        #expect(process.terminationStatus == 0)
    }

    @Test("movie prints the catalog's facts before the silent store's deadline, then says the store did not answer")
    func bundledFactsComeFirst() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try ScriptServer("blackhole-server.py")
        defer { server.stop() }

        let process = Process()
        process.executableURL = BinaryRun.binary
        process.arguments = ["movie", "tt0133093"]
        process.environment = BinaryRun.environment(
            home: home.url,
            [
                "MARQUEE_ITUNES_URL": "http://127.0.0.1:\(server.port)",
                "MARQUEE_HTTP_TIMEOUT_MS": String(Self.deadline),
            ])
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        // The catalog's seven lines, title to origin, are one write made before the store is asked.
        var received = Data()
        while received.count(where: { $0 == UInt8(ascii: "\n") }) < 7 {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received.append(chunk)
        }
        let stillWaiting = process.isRunning
        let rest = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        let early = String(decoding: received, as: UTF8.self)
        #expect(stillWaiting, "the catalog's facts waited for the silent store")
        #expect(early.hasPrefix("The Matrix (1999)\n2h 16m · R · Action, Sci-Fi, Thriller\n"))
        #expect(early.hasSuffix("Language: English · Country: Australia, United States\n"))
        #expect(!early.contains("source:"), "the store's part came with it")
        let whole = String(decoding: received + rest, as: UTF8.self)
        #expect(
            whole.hasSuffix(
                """
                Only the bundled catalog's details are shown: the film store did not answer in time. \
                Try again in a moment.

                """), "whole output: \(whole)")
        #expect(process.terminationStatus == 0)
    }
}
