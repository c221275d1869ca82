/// One CSV record as read: its fields, and the line it starts on, so errors and reports can point at it.
struct LetterboxdCSVRecord: Hashable, Sendable {
    /// The line the record starts on, counting from 1; a quoted newline makes a record span lines.
    let line: Int
    /// The fields, unquoted.
    let fields: [String]
}
