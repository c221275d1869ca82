/// Why reading a person's IMDb datasets stopped: the problem, the file, and the line (0 for the whole file).
public struct IMDbImportError: Error, Hashable, Sendable {
    /// What is wrong.
    public enum Problem: Hashable, Sendable {
        /// A dataset is missing from the folder (only `title.akas` may be), or is not gzip, or is cut short.
        case missing, notGzip, truncated
        /// The header is not IMDb's, a row has too few columns, or it is not UTF-8.
        case wrongHeader, tooFewColumns, invalidUTF8
        /// The system could not read the file or write the catalog, with its reason.
        case unreadable(String)
        case unwritable(String)
    }
    /// What is wrong.
    public let problem: Problem
    /// The file's name (`title.basics.tsv.gz`), or the catalog's path when writing it failed.
    public let file: String
    /// The line the problem is on, from 1; 0 when it is the whole file's.
    public let line: Int

    /// Creates an error.
    public init(_ problem: Problem, file: String, line: Int = 0) {
        (self.problem, self.file, self.line) = (problem, file, line)
    }
}
