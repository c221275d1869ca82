/// A film the bundled catalog lacks, as the profile file remembers it (version 3): `{"title": "Wonka", "year": 2023}`.
struct ProfileFilmDTO: Codable, Hashable, Sendable {
    /// The title when the reaction was recorded.
    var title: String
    /// The release year; absent when unknown.
    var year: Int?
}
