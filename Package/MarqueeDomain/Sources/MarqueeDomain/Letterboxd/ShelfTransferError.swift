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
    /// No file exists at `path`.
    case fileNotFound(path: String)
    /// The file could not be read; `reason` says why in plain words.
    case unreadableFile(path: String, reason: String)
    /// The file could not be written; `reason` says why in plain words.
    case unwritableFile(path: String, reason: String)
    /// The catalog could not answer.
    case catalog(CatalogError)
    /// The profile could not be read or saved.
    case profile(ProfileError)
}
