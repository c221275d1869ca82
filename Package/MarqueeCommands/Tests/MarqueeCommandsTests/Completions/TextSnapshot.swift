import Foundation
import Testing

/// Compares generated text, such as a completion script, with a file under `Completions/Snapshots/`.
///
/// Run the tests with `MARQUEE_RECORD_SNAPSHOTS=1` to write the files instead, then read them before committing:
/// the snapshot is the specification.
enum TextSnapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Snapshots")

    /// The snapshot file of this name.
    static func file(_ name: String) -> URL { directory.appending(path: name) }

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if ProcessInfo.processInfo.environment["MARQUEE_RECORD_SNAPSHOTS"] == "1" {
            try? actual.write(to: file(name), atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: file(name), encoding: .utf8) else {
            Issue.record(
                "No snapshot \(name); record it with MARQUEE_RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "snapshot \(name)", sourceLocation: sourceLocation)
    }
}
