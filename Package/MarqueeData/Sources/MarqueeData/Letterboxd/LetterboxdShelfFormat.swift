import Foundation
import MarqueeDomain

/// Letterboxd-compatible CSV as a `ShelfFileFormat`: UTF-8, RFC 4180, the import format's columns.
///
/// Reads the import format (`Title`, `Year`, `imdbID`, `Tags`, `Rating`, …) and Letterboxd's own exports
/// (`watchlist.csv`, `ratings.csv`, `diary.csv`, `likes/films.csv`).
public struct LetterboxdShelfFormat: ShelfFileFormat {
    /// Creates the format.
    public init() {}

    /// Writes rows as CSV under `LetterboxdMapper/exportHeader`.
    /// - Parameter rows: the rows, in order.
    /// - Returns: UTF-8 bytes.
    public func encode(_ rows: [ShelfExportRow]) -> Data {
        Data(LetterboxdCSV.write([LetterboxdMapper.exportHeader] + rows.map(LetterboxdMapper.fields)).utf8)
    }

    /// Reads CSV bytes into rows.
    /// - Parameters:
    ///   - data: UTF-8 bytes, with or without a byte-order mark.
    ///   - fileName: the file's name (`watchlist.csv` saves; `likes.csv`, or `films.csv` in a `likes` folder, likes).
    /// - Returns: one row per record after the header; a header alone has none.
    /// - Throws: `ShelfTransferError` naming the bad line, `ShelfTransferError/notUTF8`, or
    ///   `ShelfTransferError/emptyFile(path:)` when there is not even a header.
    public func decode(_ data: Data, fileName: String) throws(ShelfTransferError) -> [ShelfImportRow] {
        guard var text = String(bytes: data, encoding: .utf8) else { throw .notUTF8 }
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        let records = try LetterboxdCSV.read(text)
        // Not even a header: reading it as "0 rows" would tell a user with the wrong file that all went well.
        guard let first = records.first else { throw .emptyFile(path: fileName) }
        let header = first.fields.map(LetterboxdRowDTO.normalised)
        guard header.contains("title") || header.contains("name") else {
            throw .missingTitleColumn(line: first.line)
        }
        let implied = LetterboxdMapper.impliedReaction(header: header, fileName: fileName)
        return records.dropFirst().map {
            LetterboxdMapper.row(LetterboxdRowDTO($0, header: header), impliedReaction: implied)
        }
    }
}
