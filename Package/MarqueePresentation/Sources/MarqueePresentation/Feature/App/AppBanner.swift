import MarqueeDomain

/// A message shown over the current screen's content, never instead of it, with what the user can do next.
public struct AppBanner: Hashable, Sendable {
    /// What the banner says.
    public enum Message: Hashable, Sendable {
        /// The feed could not be loaded and there is nothing to show yet.
        case feedUnavailable(SourceError)
        /// A refresh failed; the cards on screen are from the previous load.
        case refreshFailed(SourceError)
        /// A reaction could not be stored; the card shows what is really stored.
        case reactionFailed(SourceError)
        /// `undo` was pressed with nothing to undo.
        case nothingToUndo
        /// The charts could not be loaded, not even from the bundled catalog.
        case discoverUnavailable(CatalogError)
        /// A refresh of the charts failed; the rows on screen are from the previous load.
        case discoverRefreshFailed(CatalogError)
        /// A search failed.
        case searchFailed(CatalogError)
        /// The film's details could not be loaded; what the screen already knew is shown.
        case detailUnavailable(CatalogError)
        /// The film could not be saved or unsaved from its detail panel.
        case detailSaveFailed(SourceError)
        /// The form could not be answered, by the service or the local engine.
        case recommendFailed(RecommendError)
        /// A new request failed; the picks on screen answer the form before.
        case recommendRefreshFailed(RecommendError)
        /// A question could not be answered, by the model or offline; picks already shown stay.
        case askFailed(AskModelError)
        /// Enter was pressed on an empty question field; nothing was sent.
        case emptyQuestion
        /// The shelf could not be loaded, or reloaded.
        case shelfUnavailable(SourceError)
        /// A film could not be removed from the shelf; it is back in its place.
        case removalFailed(SourceError)
        /// A film was taken off the shelf; `undo` puts it back.
        case removed(SavedMovie)
        /// A film taken off the shelf could not be put back; it stays off.
        case restoreFailed(SourceError)
        /// The picked genres could not be saved.
        case genresNotSaved(ProfileError)
        /// The profile could not be read.
        case profileUnavailable(ProfileError)
        /// The profile could not be reset; nothing changed.
        case resetFailed(ProfileError)
        /// A person could not be added to watch together; the group stays as it was.
        case memberUnreadable(TogetherMemberFailure)
        /// The picks for the group could not be made.
        case togetherUnavailable(SourceError)
    }

    /// What the banner says.
    public let message: Message
    /// The actions offered, in the order they are shown.
    public let actions: [BannerAction]

    /// Creates a banner.
    public init(_ message: Message, actions: [BannerAction]) {
        self.message = message
        self.actions = actions
    }

    /// Whether something went wrong, as opposed to a plain notice such as "nothing to undo".
    public var isError: Bool {
        switch message {
        case .nothingToUndo, .emptyQuestion, .removed: false
        default: true
        }
    }
}
