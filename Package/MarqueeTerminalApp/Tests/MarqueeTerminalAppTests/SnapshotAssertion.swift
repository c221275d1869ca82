import Foundation
import TerminalKit
import Testing

/// Compares a canvas's text with a snapshot file under `Snapshots/`.
///
/// Run the tests with `MARQUEE_RECORD_SNAPSHOTS=1` to write the files instead, then read them before committing:
/// the snapshot is the specification.
enum SnapshotAssertion {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Snapshots")

    static func check(_ canvas: Canvas, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = canvas.plainText() + "\n"
        let file = directory.appending(path: name + ".txt")
        if ProcessInfo.processInfo.environment["MARQUEE_RECORD_SNAPSHOTS"] == "1" {
            try? actual.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record(
                "No snapshot \(name).txt; record it with MARQUEE_RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "snapshot \(name)", sourceLocation: sourceLocation)
    }
}
