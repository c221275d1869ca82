/// The profile file as Marquee writes it today (version 2); it mirrors the JSON field for field.
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
    /// The version this build writes; files with a larger version are left alone.
    static let currentVersion = 2

    /// The file format version, always ``currentVersion`` when written by this build.
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
}
