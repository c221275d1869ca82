import MarqueeDomain

/// Turns a person's IMDb datasets into their local catalog, and takes it away; the composition root fills it.
public protocol IMDbImporting: Sendable {
    /// Reads the datasets, merges them into the bundled films and writes the local catalog atomically.
    /// - Parameters:
    ///   - request: the folder and what to keep.
    ///   - progress: told of each file's rows as they are read.
    /// - Returns: what the new catalog holds.
    /// - Throws: `IMDbImportError` naming the file and line; the previous local catalog is then kept.
    func importDatasets(
        _ request: IMDbImportRequest, progress: @escaping @Sendable (IMDbImportProgress) -> Void
    ) async throws(IMDbImportError) -> IMDbOverlaySummary

    /// Deletes the local catalog.
    /// - Returns: whether there was one.
    /// - Throws: `IMDbImportError` `unwritable` when it could not be deleted.
    func removeOverlay() throws(IMDbImportError) -> Bool

    /// What the local catalog in use holds, `nil` when the bundled one is in use.
    var overlay: IMDbOverlaySummary? { get }

    /// Where the local catalog is, or would be.
    var overlayPath: String { get }
}
