import Foundation
import MarqueeDomain

/// What an export wrote: where, which rows, and, for standard output, the bytes to print.
public struct ExportSummary: Hashable, Sendable {
    /// The file as the user gave it, or ``ExportReducer/standardOutput``.
    public let path: String
    /// One row per liked or saved film, in id order.
    public let rows: [ShelfExportRow]
    /// The encoded file when `path` is standard output, which the caller prints; `nil` once written to a file.
    public let bytes: Data?

    /// Creates a summary.
    /// - Parameters:
    ///   - path: where the file went.
    ///   - rows: the rows it holds.
    ///   - bytes: the encoded file, for standard output only.
    public init(path: String, rows: [ShelfExportRow], bytes: Data? = nil) {
        self.path = path
        self.rows = rows
        self.bytes = bytes
    }
}
