import Foundation
import MarqueeDomain

/// What can happen while importing a shelf file.
public enum ImportIntent: Sendable {
    /// The user chose a file; import it now. `fileName` may say what the file is (`watchlist.csv`).
    case importNow(Data, fileName: String)
    /// The import was stored.
    case importFinished(ImportReport)
    /// The import failed; the profile is unchanged.
    case importFailed(ShelfTransferError)
}
