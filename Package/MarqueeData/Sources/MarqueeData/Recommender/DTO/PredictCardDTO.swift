/// One card of `recommendations`, read leniently: a field of the wrong type reads as absent.
///
/// The seed's fields are `title`, `genre`, `rating`, `score` (0–1), `poster_url` (nullable), `director`,
/// `release_year` and `summary`. A number sent as a string (`"0.9"`, `"2010"`) is still read, since Python
/// services often do that; whether the card is usable is the mapper's decision.
struct PredictCardDTO: Decodable, Sendable {
    let title: String?
    let genre: String?
    let rating: String?
    let score: Double?
    let posterURL: String?
    let director: String?
    let releaseYear: Int?
    let summary: String?

    private enum CodingKeys: String, CodingKey {
        case title, genre, rating, score, director, summary
        case posterURL = "poster_url"
        case releaseYear = "release_year"
    }

    init(from decoder: any Decoder) {
        // A card that is not an object at all reads as an empty card, which the mapper drops and counts.
        let container = try? decoder.container(keyedBy: CodingKeys.self)
        func text(_ key: CodingKeys) -> String? { try? container?.decodeIfPresent(String.self, forKey: key) }
        func number(_ key: CodingKeys) -> Double? {
            if let value = try? container?.decodeIfPresent(Double.self, forKey: key) { return value }
            return text(key).flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        }
        title = text(.title)
        genre = text(.genre)
        rating = text(.rating)
        score = number(.score)
        posterURL = text(.posterURL)
        director = text(.director)
        releaseYear = number(.releaseYear).flatMap { $0.isFinite && $0.rounded() == $0 ? Int(exactly: $0) : nil }
        summary = text(.summary)
    }
}
