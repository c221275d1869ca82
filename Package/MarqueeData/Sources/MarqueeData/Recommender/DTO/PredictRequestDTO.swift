/// The body of `POST /predict/`, field for field as CinemaScopeAI sends it.
struct PredictRequestDTO: Encodable, Hashable, Sendable {
    /// `release_year`: the year, an integer.
    let releaseYear: Int
    /// `duration_text`: free text such as `"120"` or `"2 Seasons"`.
    let durationText: String
    /// `type`: `"Movie"` or `"TV Show"`.
    let type: String
    /// `rating`: one of the backend's rating classes, such as `"PG-13"`.
    let rating: String

    private enum CodingKeys: String, CodingKey {
        case releaseYear = "release_year"
        case durationText = "duration_text"
        case type, rating
    }
}
