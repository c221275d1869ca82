/// How far an import has read: the file, its rows so far, and the share of all the files' bytes.
public struct IMDbImportProgress: Hashable, Sendable {
    /// The file being read (`title.principals.tsv.gz`).
    public var file: String
    /// Its rows read so far.
    public var rows: Int
    /// The share of all the files' compressed bytes read, from 0 to 1.
    public var fraction: Double
    /// Whether the file has been read to its end.
    public var isFileDone: Bool

    /// Creates a progress report.
    public init(file: String, rows: Int, fraction: Double, isFileDone: Bool) {
        self.file = file
        self.rows = rows
        self.fraction = fraction
        self.isFileDone = isFileDone
    }
}
