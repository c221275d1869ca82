import Foundation
import MarqueeDomain

/// What can happen while importing a shelf file.
public enum ImportIntent: Sendable {
    /// Read the file at `path` and import it now: `marquee import FILE`.
    case importFile(String)
    /// The user chose a file; import it now. `fileName` may say what the file is (`watchlist.csv`).
    case importNow(Data, fileName: String)
    /// The import was stored.
    case importFinished(ImportReport)
    /// The import failed; the profile is unchanged.
    case importFailed(ShelfTransferError)
}
