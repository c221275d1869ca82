/// The profile file as Marquee writes it today (versions 2 and 3); it mirrors the JSON field for field.
///
/// Version 3 is version 2 plus `films`: the title and year of reacted films the bundled catalog lacks (store
/// films, `itunes:…`), so the shelf can name them. A profile without such films is still written as version 2,
/// byte for byte as before, so an older Marquee keeps reading it; only a profile that needs `films` says 3.
///
/// Reactions are objects from movie id to the moment of the reaction, written as an ISO-8601 UTC
/// timestamp with milliseconds (`2025-06-15T20:15:30.123Z`): readable in an editor, sortable as text,
/// and free of the rounding surprises of floating-point seconds. Genres are the catalog spellings.
///
/// ```json
/// {
///   "hasCompletedOnboarding" : true,
///   "liked" : { "tt0133093" : "2025-06-15T20:15:30.123Z" },
///   "passed" : {},
///   "preferredGenres" : [ "Drama", "Sci-Fi" ],
///   "saved" : {},
///   "version" : 2
/// }
/// ```
struct ProfileDTO: Codable, Hashable, Sendable {
    /// The newest version this build writes; files with a larger version are left alone.
    static let currentVersion = 3
    /// The version of a profile without `films`, the shape every Marquee since version 2 reads.
    static let versionWithoutFilms = 2

    /// The file format version: `versionWithoutFilms`, or `currentVersion` when `films` is present.
    var version: Int
    /// Genre names as the catalog spells them, in `Genre.allCases` order.
    var preferredGenres: [String]
    /// Whether the user has picked genres at least once.
    var hasCompletedOnboarding: Bool
    /// Liked movie ids and when each was liked.
    var liked: [String: String]
    /// Saved movie ids and when each was saved.
    var saved: [String: String]
    /// Passed movie ids and when each was passed.
    var passed: [String: String]
    /// Films the bundled catalog lacks, by id; absent in version 2 files.
    var films: [String: ProfileFilmDTO]?
}
