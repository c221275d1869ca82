import Foundation
import MarqueeDomain

/// The one place that converts between the profile file's DTO and the Domain's `MarqueeDomain/UserProfile`.
enum ProfileMapper {
    /// The file shape of a profile.
    static func dto(from profile: UserProfile) -> ProfileDTO {
        let films = Dictionary(
            uniqueKeysWithValues: profile.snapshots.map {
                ($0.key.rawValue, ProfileFilmDTO(title: $0.value.title, year: $0.value.year))
            }
        )
        return ProfileDTO(
            version: films.isEmpty ? ProfileDTO.versionWithoutFilms : ProfileDTO.currentVersion,
            preferredGenres: profile.preferredGenres.map(\.rawValue),
            hasCompletedOnboarding: profile.hasCompletedOnboarding,
            liked: strings(from: profile.liked),
            saved: strings(from: profile.saved),
            passed: strings(from: profile.passed),
            films: films.isEmpty ? nil : films
        )
    }

    /// The profile a file shape describes.
    ///
    /// Genre names are read leniently (`Sci-Fi`, `scifi`) because Kino and hand edits spelled them
    /// differently. A name no build knows is skipped rather than failing the whole profile: the
    /// genre list is fixed per file version, so a newer Marquee adding genres must bump the version. A remembered
    /// title was once a store's, and the file can be edited, so it passes through `UntrustedText` as one line.
    /// - Throws: `ProfileFormatError/corrupt(reason:)` when a date is not an ISO-8601 date-time.
    static func profile(from dto: ProfileDTO) throws(ProfileFormatError) -> UserProfile {
        UserProfile(
            preferredGenres: GenreSet(dto.preferredGenres.compactMap(Genre.parse)),
            liked: try dates(from: dto.liked, field: "liked"),
            saved: try dates(from: dto.saved, field: "saved"),
            passed: try dates(from: dto.passed, field: "passed"),
            hasCompletedOnboarding: dto.hasCompletedOnboarding,
            snapshots: Dictionary(
                uniqueKeysWithValues: (dto.films ?? [:]).map {
                    (
                        MovieID($0.key),
                        MovieSnapshot(title: UntrustedText.singleLine($0.value.title), year: $0.value.year)
                    )
                }
            )
        )
    }

    private static func strings(from reactions: [MovieID: Date]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: reactions.map { ($0.key.rawValue, ProfileTimestamp.string(from: $0.value)) })
    }

    private static func dates(
        from reactions: [String: String],
        field: String
    ) throws(ProfileFormatError) -> [MovieID: Date] {
        var result: [MovieID: Date] = [:]
        for (id, text) in reactions {
            guard let date = ProfileTimestamp.date(from: text) else {
                throw .corrupt(reason: "\"\(text)\" is not a date (at \(field).\(id))")
            }
            result[MovieID(id)] = date
        }
        return result
    }
}
