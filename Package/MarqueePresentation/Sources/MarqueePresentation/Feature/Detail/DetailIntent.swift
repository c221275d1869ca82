import Foundation
import MarqueeDomain

/// What can happen on the film detail screen.
public enum DetailIntent: Sendable {
    /// The screen appeared: load the details and follow the saved shelf.
    case task
    /// Load the details again after a failure.
    case retry
    /// The details arrived.
    case detailsLoaded(DetailedMovie)
    /// The details could not be loaded.
    case loadFailed(CatalogError)
    /// The poster arrived, in the format the terminal sends.
    case posterLoaded(Data)
    /// The poster could not be had; the panel shows its text without one.
    case posterFailed(PosterError)
    /// The user toggled the saved mark.
    case saveTapped
    /// The user scrolled the panel's text so that this many rows are above the view (negative counts as 0).
    case scrolled(to: Int)
    /// The saved shelf changed (or was read for the first time).
    case shelfChanged(Result<[SavedMovie], SourceError>)
    /// A save or unsave was stored; the shelf broadcast shows it.
    case saveStored(ReactionOutcome)
    /// A save or unsave could not be stored.
    case saveFailed(SourceError)
}
