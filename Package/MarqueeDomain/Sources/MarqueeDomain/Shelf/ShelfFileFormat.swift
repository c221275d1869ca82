import Foundation

/// A file format for the shelf and reactions, such as Letterboxd's CSV.
public protocol ShelfFileFormat: Sendable {
    /// Writes rows as a file.
    /// - Parameter rows: the rows, in the order they should appear.
    /// - Returns: the file's bytes.
    func encode(_ rows: [ShelfExportRow]) -> Data

    /// Reads a file into rows.
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - fileName: the file's path as given, which may say what the file is (`likes/films.csv`).
    /// - Returns: one row per film, in file order.
    /// - Throws: ``ShelfTransferError`` naming the line that cannot be read.
    func decode(_ data: Data, fileName: String) throws(ShelfTransferError) -> [ShelfImportRow]
}
