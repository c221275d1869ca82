import Foundation
import MVIKit
import MarqueeDomain

/// Everything the film detail screen shows.
public struct DetailState: Equatable, Sendable {
    /// The film shown: a catalog id or a store id; a name given to ``DetailIntent/open(query:)`` sets it once
    /// resolved.
    public internal(set) var movieID: MovieID
    /// The catalog's own record of the film once a name resolved to it, before the store adds anything; `nil`
    /// for a film opened by id.
    public var catalogMovie: Movie?
    /// The store's storefront, a lower-case ISO 3166 code such as `us`.
    public var country: String
    /// The details, or where loading them stands.
    public var details: LoadingPhase<DetailedMovie, CatalogError> = .idle
    /// The poster's image, or where loading it stands; `.idle` when images are off or the film has no poster.
    ///
    /// A failure is kept here and nowhere else: it only means the panel shows no image, never a banner.
    public var poster: LoadingPhase<Data, PosterError> = .idle
    /// The ids on the saved shelf as last broadcast, or `nil` before the first broadcast.
    ///
    /// The saved mark is derived from this, never set optimistically, so every open view agrees.
    public var savedIDs: Set<MovieID>?
    /// Why the shelf could not be read, if it could not.
    public var shelfFailure: SourceError?
    /// A save or unsave that could not be stored.
    public var saveFailure: SourceError?
    /// The reactions the profile holds for the film, loaded with the details when the reducer can read the
    /// profile; `.idle` otherwise.
    public var reactions: LoadingPhase<Set<Reaction>, ProfileError> = .idle
    /// How many rows of the panel's text are scrolled out of view at the top; 0 shows its start.
    ///
    /// A new film opens a new state, so its panel always starts at the top. How far a panel can scroll depends on
    /// the window, so a view clamps it when drawing, and the keys that scroll ask for an offset within that limit.
    public var scrollOffset = 0

    /// Creates the initial state.
    public init(movieID: MovieID, country: String = "us") {
        self.movieID = movieID
        self.country = country
    }

    /// Whether the film is on the saved shelf, under its own id or its catalog twin's.
    public var isSaved: Bool { !savedAliases.isEmpty }

    /// The id a save records: the catalog film when a store film has a catalog twin, so the feed learns from it.
    public var saveID: MovieID { details.value?.details.catalogID ?? movieID }

    /// The film's ids that are on the shelf.
    var savedAliases: [MovieID] {
        guard let savedIDs else { return [] }
        return [movieID, details.value?.details.catalogID].compactMap { $0 }.filter(savedIDs.contains)
    }
}
