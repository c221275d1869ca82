/// Why the model settings file (the API key, server and model for `ask` and `chat`) could not be read or saved.
public enum ModelSettingsError: Error, Hashable, Sendable {
    /// The file exists but is not settings; `reason` says why in plain words.
    case unreadable(path: String, reason: String)
    /// The settings could not be turned into the file's text; nothing was changed on disk.
    case unwritable(path: String, reason: String)
    /// The file at `path` cannot be read, for the file-system `problem` (permissions, a folder in its place).
    case unreadableFile(path: String, problem: FileProblem)
    /// The file at `path` cannot be written, for the file-system `problem`; nothing was changed on disk.
    case unwritableFile(path: String, problem: FileProblem)
    /// The folder that holds the file cannot be created or written in, for the file-system `problem`.
    case unusableFolder(path: String, problem: FileProblem)
}
