import Foundation
import MarqueeCatalog
import MarqueeDomain
import MarqueePresentation

/// The IMDb import the commands see: the catalog engine's reader and overlay, over the data folder.
///
/// It always merges into the films compiled into the binary, never into a previous import, so importing twice
/// gives the same catalog as importing once.
struct LiveIMDbImport: IMDbImporting {
    let file: IMDbOverlay
    /// The catalog opened at start-up when it is the overlay, for `--version` and help.
    let opened: BundledCatalogRepository?

    func importDatasets(
        _ request: IMDbImportRequest, progress: @escaping @Sendable (IMDbImportProgress) -> Void
    ) async throws(IMDbImportError) -> IMDbOverlaySummary {
        let file = self.file
        // Minutes of work with no suspension point: off the main actor, so the progress reaches the screen.
        let outcome = await Task.detached { () -> Result<IMDbImportReport, IMDbImportError> in
            do throws(IMDbImportError) {
                let bundled: [Movie]
                do { bundled = try BundledCatalog().repository.allMovies() } catch {
                    throw IMDbImportError(.unreadable(String(describing: error)), file: "the bundled catalog")
                }
                let options = IMDbImportOptions(
                    minimumVotes: request.minimumVotes, language: request.language, region: request.region)
                return .success(
                    try file.importDatasets(from: request.folder, options: options, bundled: bundled) {
                        progress(IMDbImportProgress(file: $0, rows: $1, fraction: $2, isFileDone: $3))
                    })
            } catch {
                return .failure(error)
            }
        }.value
        let report = try outcome.get()
        return IMDbOverlaySummary(
            films: report.films, added: report.added, filled: report.filled, years: report.years,
            date: file.date ?? Date(), path: report.path)
    }

    func removeOverlay() throws(IMDbImportError) -> Bool {
        try file.remove()
    }

    var overlay: IMDbOverlaySummary? {
        guard let opened, let date = file.date else { return nil }
        let bundled = (try? BundledCatalogRepository().count) ?? 0
        return IMDbOverlaySummary(
            films: opened.count, added: max(0, opened.count - bundled), years: opened.years, date: date,
            path: file.path)
    }

    var overlayPath: String { file.path }
}
