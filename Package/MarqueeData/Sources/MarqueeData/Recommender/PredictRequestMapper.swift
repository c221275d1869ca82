import Foundation
import MarqueeDomain

/// Turns a checked form into the body of `POST /predict/`, using only values the service is known to accept.
///
/// The seed backend's `LabelEncoder`s know exactly the types and ratings listed here; anything else is its
/// HTTP 400. Every form value maps into these lists (a test walks all of them), so the form can never send
/// what the seed's client sent for `PG-15` or `Unrated`.
enum PredictRequestMapper {
    /// The backend's type classes.
    static let acceptedTypes: Set<String> = ["Movie", "TV Show"]
    /// The backend's rating classes.
    static let acceptedRatings: Set<String> = [
        "G", "NC-17", "NR", "PG", "PG-13", "R", "TV-14", "TV-G", "TV-MA", "TV-PG", "TV-Y", "TV-Y7", "TV-Y7-FV", "UR",
    ]

    /// The request for a form.
    static func request(for form: RecommendationForm) -> PredictRequestDTO {
        PredictRequestDTO(
            releaseYear: form.year,
            durationText: durationText(form.duration),
            type: form.contentType.rawValue,
            rating: form.rating.rawValue
        )
    }

    /// The JSON body for a form, keys sorted so the bytes are the same every time.
    static func body(for form: RecommendationForm) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Four plain fields cannot fail to encode; an empty body would be the service's 422, never a crash.
        return (try? encoder.encode(request(for: form))) ?? Data()
    }

    /// `"120"` for minutes, `"1 Season"` or `"2 Seasons"` for seasons: the seed's own spellings.
    static func durationText(_ duration: FormDuration) -> String {
        switch duration {
        case .minutes(let minutes): String(minutes)
        case .seasons(let seasons): seasons == 1 ? "1 Season" : "\(seasons) Seasons"
        }
    }
}
