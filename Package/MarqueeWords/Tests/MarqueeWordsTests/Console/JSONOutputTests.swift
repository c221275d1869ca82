import Foundation
import Testing

@testable import MarqueeWords

/// `--json` documents keep every key, `null` for what is unknown, and an encoding failure is never an empty object.
struct JSONOutputTests {
    /// A document with one field of each kind: always there, `null` when unknown, and left out when absent.
    private struct Document: Encodable {
        let title: String
        @NullEncoded var year: Int?
        @NullEncoded var savedAt: Date?
        let note: String?
    }

    @Test("A wrapped optional is written as null when it has no value; a plain one is left out")
    func nullWhenAbsent() {
        let document = Document(title: "Heat", year: nil, savedAt: nil, note: nil)
        #expect(JSONOutput.line(document) == #"{"savedAt":null,"title":"Heat","year":null}"#)
    }

    @Test("A wrapped optional with a value is written as the value, dates as ISO 8601 like everywhere else")
    func valueWhenPresent() {
        let document = Document(
            title: "Heat", year: 1995, savedAt: Date(timeIntervalSince1970: 0), note: "with \"quotes\"")
        #expect(
            JSONOutput.line(document)
                == #"{"note":"with \"quotes\"","savedAt":"1970-01-01T00:00:00Z","title":"Heat","year":1995}"#)
    }

    @Test("A document that cannot be encoded stops the program instead of printing {}")
    func encodingFailureStops() async {
        await #expect(processExitsWith: .failure) {
            _ = JSONOutput.encode(["score": Double.nan])
        }
    }
}
