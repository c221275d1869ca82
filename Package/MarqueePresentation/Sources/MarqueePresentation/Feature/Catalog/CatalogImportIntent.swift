import MarqueeDomain

/// What can happen while importing IMDb's datasets.
public enum CatalogImportIntent: Sendable {
    /// Read the datasets and write the local catalog now: `marquee catalog import-imdb DIR`.
    case importNow(IMDbImportRequest)
    /// The import read further.
    case progressed(IMDbImportProgress)
    /// The local catalog was written.
    case importFinished(IMDbOverlaySummary)
    /// The import failed; the previous local catalog is kept.
    case importFailed(IMDbImportError)
}
