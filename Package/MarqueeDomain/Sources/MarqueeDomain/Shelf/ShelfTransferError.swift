/// Why a shelf file could not be written or read; nothing in the profile changed.
public enum ShelfTransferError: Error, Hashable, Sendable {
    /// A quoted field opened on `line` never closed.
    case unterminatedQuote(line: Int)
    /// A closing quote on `line` is followed by more text in the same field.
    case textAfterQuote(line: Int)
    /// The header on `line` has no title column (`Title` or `Name`).
    case missingTitleColumn(line: Int)
    /// The file is not UTF-8 text.
    case notUTF8
    /// The file at `path` holds nothing, not even a header: no bytes, or only a byte-order mark and blank lines.
    case emptyFile(path: String)
    /// No file exists at `path`.
    case fileNotFound(path: String)
    /// The file could not be read, for the file-system `problem`.
    case unreadableFile(path: String, problem: FileProblem)
    /// The file could not be written, for the file-system `problem`; nothing was written.
    case unwritableFile(path: String, problem: FileProblem)
    /// The catalog could not answer.
    case catalog(CatalogError)
    /// The profile could not be read or saved.
    case profile(ProfileError)
}
