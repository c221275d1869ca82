import MarqueeDomain
import Testing

@testable import MarqueeData

struct LetterboxdCSVTests {
    @Test(
        "A field is quoted only when it holds a comma, a quote or a line break, with inner quotes doubled",
        arguments: [
            ("Heat", "Heat"),
            ("", ""),
            ("The Good, the Bad and the Ugly", "\"The Good, the Bad and the Ugly\""),
            ("Say \"Hi\"", "\"Say \"\"Hi\"\"\""),
            ("Two\nLines", "\"Two\nLines\""),
            ("Carriage\rReturn", "\"Carriage\rReturn\""),
            ("Amélie", "Amélie"),
        ]
    )
    func quoting(field: String, wire: String) {
        #expect(LetterboxdCSV.quoted(field) == wire)
    }

    @Test("Records written and read back are the same fields, each record on the line it starts on")
    func roundTrip() throws {
        let records = [
            ["imdbID", "Title", "Year"],
            ["tt0060196", "The Good, the Bad and the Ugly", "1966"],
            ["", "Say \"Hi\"\nagain", ""],
            ["tt0211915", "Amélie", "2001"],
        ]
        let text = LetterboxdCSV.write(records)

        #expect(
            text == "imdbID,Title,Year\r\ntt0060196,\"The Good, the Bad and the Ugly\",1966\r\n"
                + ",\"Say \"\"Hi\"\"\nagain\",\r\ntt0211915,Amélie,2001\r\n"
        )
        #expect(
            try LetterboxdCSV.read(text) == [
                LetterboxdCSVRecord(line: 1, fields: records[0]),
                LetterboxdCSVRecord(line: 2, fields: records[1]),
                LetterboxdCSVRecord(line: 3, fields: records[2]),
                LetterboxdCSVRecord(line: 5, fields: records[3]),
            ]
        )
    }

    @Test("LF line ends, blank lines and a missing final line end all read")
    func lenientLineEnds() throws {
        #expect(
            try LetterboxdCSV.read("Name,Year\n\nHeat,1995") == [
                LetterboxdCSVRecord(line: 1, fields: ["Name", "Year"]),
                LetterboxdCSVRecord(line: 3, fields: ["Heat", "1995"]),
            ]
        )
    }

    @Test(
        "Broken CSV is a typed error naming the line",
        arguments: [
            ("Name,Year\nHeat,1995\n\"Alien,1979\nAlien,1979\n", ShelfTransferError.unterminatedQuote(line: 3)),
            ("Name,Year\n\"Heat\"x,1995\n", ShelfTransferError.textAfterQuote(line: 2)),
        ]
    )
    func brokenCSV(text: String, error: ShelfTransferError) {
        #expect(throws: error) { try LetterboxdCSV.read(text) }
    }
}
