/// What went wrong with a file or folder, in the kinds a person can act on; the system's own words otherwise.
public enum FileProblem: Hashable, Sendable {
    /// Nothing exists at the path, or a folder on the way to it is missing.
    case missing
    /// The user may not read or write there.
    case permissionDenied
    /// The file system is mounted read-only.
    case readOnly
    /// The path names a folder where a file belongs.
    case isFolder
    /// A part of the path that must be a folder is a file.
    case notFolder
    /// The disk, or the user's quota on it, is full.
    case noSpace
    /// Anything else, in the system's own words without a final period, such as `Input/output error`.
    case other(String)
}
