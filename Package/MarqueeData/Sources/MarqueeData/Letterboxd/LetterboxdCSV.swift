import MarqueeDomain

/// The wire format: RFC 4180 CSV, as Letterboxd writes and reads it.
///
/// Fields holding a comma, a quote or a line break are quoted, and quotes inside are doubled. Records end
/// with CRLF on the way out; either CRLF or LF is accepted on the way in, and blank lines are skipped.
enum LetterboxdCSV {
    /// Writes records as CSV text.
    /// - Parameter records: the records, each a list of fields.
    /// - Returns: the text, every record ending in CRLF.
    static func write(_ records: [[String]]) -> String {
        records.map { $0.map(quoted).joined(separator: ",") + "\r\n" }.joined()
    }

    /// A field as it appears on the wire: quoted only when it must be.
    /// - Parameter field: the field's text.
    /// - Returns: the text, or the text in quotes with inner quotes doubled.
    static func quoted(_ field: String) -> String {
        guard field.unicodeScalars.contains(where: { "\",\r\n".unicodeScalars.contains($0) }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Reads CSV text into records.
    /// - Parameter text: the text, without a byte-order mark.
    /// - Returns: the records, in order, each with the line it starts on.
    /// - Throws: `ShelfTransferError/unterminatedQuote(line:)` or `ShelfTransferError/textAfterQuote(line:)`
    ///   naming the line.
    static func read(_ text: String) throws(ShelfTransferError) -> [LetterboxdCSVRecord] {
        var reader = Reader()
        for scalar in text.unicodeScalars { try reader.consume(scalar) }
        return try reader.finish()
    }
}

/// The reader's state, one scalar at a time; scalars, not characters, because Swift reads CRLF as one character.
private struct Reader {
    private var records: [LetterboxdCSVRecord] = []
    private var fields: [String] = []
    private var field = String.UnicodeScalarView()
    private var inQuotes = false
    private var afterQuote = false
    private var line = 1
    private var recordLine = 1
    private var quoteLine = 1

    mutating func consume(_ scalar: Unicode.Scalar) throws(ShelfTransferError) {
        if inQuotes {
            if scalar == "\"" {
                (inQuotes, afterQuote) = (false, true)
            } else {
                if scalar == "\n" { line += 1 }
                field.append(scalar)
            }
            return
        }
        if afterQuote {
            afterQuote = false
            if scalar == "\"" {
                // A doubled quote inside a quoted field.
                field.append(scalar)
                inQuotes = true
                return
            }
            guard scalar == "," || scalar == "\n" || scalar == "\r" else { throw .textAfterQuote(line: line) }
        }
        switch scalar {
        case "\"" where field.isEmpty:
            (inQuotes, quoteLine) = (true, line)
        case ",":
            endField()
        case "\r":
            break
        case "\n":
            endRecord()
            line += 1
            recordLine = line
        default:
            field.append(scalar)
        }
    }

    mutating func finish() throws(ShelfTransferError) -> [LetterboxdCSVRecord] {
        if inQuotes { throw .unterminatedQuote(line: quoteLine) }
        endRecord()
        return records
    }

    private mutating func endField() {
        fields.append(String(field))
        field = String.UnicodeScalarView()
    }

    private mutating func endRecord() {
        endField()
        defer { fields = [] }
        // A blank line is one empty field; it is no record.
        guard fields != [""] else { return }
        records.append(LetterboxdCSVRecord(line: recordLine, fields: fields))
    }
}
