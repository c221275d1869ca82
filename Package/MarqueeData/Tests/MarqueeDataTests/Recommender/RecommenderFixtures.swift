import Foundation
import MarqueeDomain

@testable import MarqueeData

/// Forms, endpoints and wire bodies shared by the recommender suites.
enum RecommenderFixtures {
    /// The README's example form.
    static let form = RecommendationForm(year: 2010, duration: .minutes(120), contentType: .movie, rating: .pg13)

    /// Its body, as CinemaScopeAI sends it.
    static let body = Data(#"{"duration_text":"120","rating":"PG-13","release_year":2010,"type":"Movie"}"#.utf8)

    /// A made-up host; the scripted transport never resolves it.
    // swift-format-ignore: NeverForceUnwrap
    static let endpoint = RecommenderEndpoint(baseURL: URL(string: "http://recommender.test")!)

    /// Never reports a cold start during a test unless the test asks for one.
    static let quiet = FastAPIRecommenderRepository.Timing(
        coldDeadline: .seconds(45), warmDeadline: .seconds(15), wakeUpNotice: .seconds(3600))

    /// The request Marquee sends for ``form`` to `url` with `deadline`.
    static func request(to url: URL = endpoint.predictURL, deadline: Duration = .seconds(45)) -> HTTPRequest {
        HTTPRequest(
            method: "POST",
            url: url,
            headers: ["Content-Type": "application/json", "Accept": "application/json"],
            body: body,
            deadline: deadline,
            retry: .recommender,
            maxResponseBytes: 1 << 20
        )
    }

    /// A card in the seed's shape; pass raw JSON for any field to override it.
    static func card(
        title: String = #""Inception""#,
        genre: String = #""Sci-Fi""#,
        rating: String = #""PG-13""#,
        score: String = "0.94",
        poster: String = #""https://image.tmdb.org/t/p/w500/inception.jpg""#,
        director: String = #""Christopher Nolan""#,
        year: String = "2010",
        summary: String = #""A thief who steals corporate secrets through dream-sharing technology.""#
    ) -> String {
        """
        {"title": \(title), "genre": \(genre), "rating": \(rating), "score": \(score), "poster_url": \(poster), \
        "director": \(director), "release_year": \(year), "summary": \(summary)}
        """
    }

    /// `{"recommendations": [cards…]}`.
    static func answer(_ cards: [String]) -> String {
        #"{"recommendations": ["# + cards.joined(separator: ", ") + "]}"
    }

    /// The card ``card()`` describes, as Domain sees it.
    static let inception = expected(
        "service:inception-2010", title: "Inception", year: 2010, genre: ("Sci-Fi", [.sciFi]),
        rating: ("PG-13", .pg13), score: 0.94, posterURL: URL(string: "https://image.tmdb.org/t/p/w500/inception.jpg"),
        director: "Christopher Nolan", summary: "A thief who steals corporate secrets through dream-sharing technology."
    )

    /// A card as the mapper should read it, every derived value written out: the film's `service:` id, the genres
    /// and rating Marquee knows beside the service's texts.
    static func expected(
        _ id: String, title: String, year: Int?, genre: (text: String, genres: GenreSet)? = nil,
        rating: (text: String, rating: ContentRating?)? = nil, score: Double, posterURL: URL? = nil,
        director: String? = nil, summary: String? = nil
    ) -> ServiceRecommendation {
        let film = Movie(
            id: MovieID(id), title: title, year: year, genres: genre?.genres ?? [],
            directors: director.map { [$0] } ?? [],
            contentRating: rating?.rating, posterURL: posterURL, summary: summary)
        return ServiceRecommendation(film: film, genre: genre?.text, rating: rating?.text, score: score)
    }
}
