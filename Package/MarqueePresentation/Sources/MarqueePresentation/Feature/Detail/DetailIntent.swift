import Foundation
import MarqueeDomain

/// What can happen on the film detail screen.
public enum DetailIntent: Sendable {
    /// The screen appeared: load the details and follow the saved shelf.
    case task
    /// Open the film an id, a store id or a title names ("heat 1995"), then load it as `task` does:
    /// `marquee movie`, where the user names the film rather than picking it.
    case open(query: String)
    /// The name was found in the catalog; loading its details follows.
    case resolved(Movie)
    /// What the profile holds for the film, under its own id or its catalog twin's.
    case reactionsLoaded(Set<Reaction>)
    /// The profile could not be read for the film's reactions.
    case reactionsFailed(ProfileError)
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
