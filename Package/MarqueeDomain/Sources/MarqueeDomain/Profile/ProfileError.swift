/// Why the user's profile could not be read or saved.
public enum ProfileError: Error, Hashable, Sendable {
    /// The profile exists but cannot be read as a profile; `reason` says why in plain words.
    case unreadable(path: String, reason: String)
    /// The profile could not be written; nothing was changed on disk.
    case unwritable(path: String, reason: String)
    /// The file at `path` cannot be read, for the file-system `problem` (permissions, a folder in its place).
    case unreadableFile(path: String, problem: FileProblem)
    /// The file at `path` cannot be written, for the file-system `problem`; nothing was changed on disk.
    case unwritableFile(path: String, problem: FileProblem)
    /// The folder that holds the profile (or the settings) cannot be created, locked or written, for the
    /// file-system `problem`: `MARQUEE_HOME` names a file, say, or the folder is read-only.
    case unusableFolder(path: String, problem: FileProblem)
    /// The profile was written by a newer Marquee that this version does not understand.
    case newerVersion(path: String, found: Int, supported: Int)
}
