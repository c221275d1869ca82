/// Why the language model's settings file could not be used.
public enum ModelSettingsError: Error, Hashable, Sendable {
    /// The file exists but is not valid settings.
    case unreadable(path: String, reason: String)
    /// The settings could not be written.
    case unwritable(path: String, reason: String)
    /// The file exists but could not be read.
    case unreadableFile(path: String, problem: FileProblem)
    /// The file could not be written.
    case unwritableFile(path: String, problem: FileProblem)
    /// The folder that should hold the file cannot be used.
    case unusableFolder(path: String, problem: FileProblem)
}
