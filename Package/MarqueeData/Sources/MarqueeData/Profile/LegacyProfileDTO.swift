import Foundation

/// The version 1 profile shape inherited from Kino, which kept reactions as bare id lists without dates.
///
/// Kino's files carry no `version` key; a file that has none, or says `1`, is read with this shape.
///
/// ```json
/// {"preferredGenres": ["Drama"], "likedIDs": ["tt0133093"], "savedIDs": [], "passedIDs": [],
///  "hasCompletedOnboarding": true}
/// ```
struct LegacyProfileDTO: Codable, Hashable, Sendable {
    /// The version number this shape stands for.
    static let legacyVersion = 1

    /// Absent in Kino's files; `1` if a later tool stamped one.
    var version: Int?
    /// Genre names as the catalog spells them.
    var preferredGenres: [String]
    /// Liked movie ids.
    var likedIDs: [String]
    /// Saved movie ids.
    var savedIDs: [String]
    /// Passed movie ids.
    var passedIDs: [String]
    /// Whether the user has picked genres at least once.
    var hasCompletedOnboarding: Bool

    /// The same profile in the current shape, every reaction dated `date`.
    ///
    /// The file's modification time is the best available date: every reaction happened at or before
    /// it, and it keeps all migrated reactions older than anything the user does afterwards, so the
    /// saved shelf still shows new saves first. Ties fall back to id order in the Domain.
    /// - Parameter date: when the legacy reactions are taken to have happened.
    /// - Returns: the profile in the current shape.
    func migrated(reactedAt date: Date) -> ProfileDTO {
        let timestamp = ProfileTimestamp.string(from: date)
        func dated(_ ids: [String]) -> [String: String] {
            Dictionary(ids.map { ($0, timestamp) }, uniquingKeysWith: { first, _ in first })
        }
        return ProfileDTO(
            version: ProfileDTO.versionWithoutFilms,
            preferredGenres: preferredGenres,
            hasCompletedOnboarding: hasCompletedOnboarding,
            liked: dated(likedIDs),
            saved: dated(savedIDs),
            passed: dated(passedIDs),
            films: nil
        )
    }
}
