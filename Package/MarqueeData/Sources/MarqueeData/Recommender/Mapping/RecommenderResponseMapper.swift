import Foundation
import MarqueeDomain

/// Turns a `/predict/` response into Domain values: the valid cards, or the error the service meant.
///
/// The one mapper for this source. It decides what counts as a card (a title, and a finite score from 0 to 1),
/// what counts as missing (placeholders), which cards are the same (title and year), and what each error
/// status means, keeping the service's own words wherever it sent some. Those words pass through `UntrustedText`
/// here, before any placeholder check: a card's fields and every message as one line, the summary with its breaks.
enum RecommenderResponseMapper {
    /// The fields Marquee sends; a 422 about any other field means the service expects another contract.
    static let requestFields: Set<String> = ["release_year", "duration_text", "type", "rating", "body"]

    /// The longest piece of a service's message that is kept.
    static let messageLimit = 300

    /// The cards of a 2xx response.
    /// - Parameter response: a response with a 2xx status.
    /// - Returns: the valid cards and how many were dropped.
    /// - Throws: `RecommenderError/differentBackendVersion(detail:)` for a bare list,
    ///   `RecommenderError/malformedResponse(reason:)` for an unreadable body or one whose cards are all bad,
    ///   or the error a `{"success": false}` body describes.
    static func reply(from response: HTTPResponse) throws(RecommenderError) -> RecommenderReply {
        let start = response.body.first { !(Character(UnicodeScalar($0)).isWhitespace) }
        if start == UInt8(ascii: "[") {
            throw .differentBackendVersion(
                detail:
                    "it answered with a bare list, not {\"recommendations\": [...]} (the 2026 RecommenderSystem API)"
            )
        }
        let document: PredictResponseDTO
        do {
            document = try decode(PredictResponseDTO.self, from: response)
        } catch {
            throw RecommenderError(error)
        }
        if document.success == false {
            let body = ErrorBodyDTO(detail: document.detail, success: false, error: document.error)
            throw failure(status: response.status, body: body)
        }
        guard let cards = document.recommendations else {
            throw .malformedResponse(reason: "the answer has no \"recommendations\" list")
        }
        let reply = self.cards(cards)
        if reply.recommendations.isEmpty, reply.discarded > 0 {
            throw .malformedResponse(reason: "all \(reply.discarded) recommendations were invalid")
        }
        return reply
    }

    /// The error a non-2xx response means.
    /// - Parameter response: a response whose status is not 2xx.
    /// - Returns: the typed error, with the service's words when it sent any.
    static func error(from response: HTTPResponse) -> RecommenderError {
        let body = try? decode(ErrorBodyDTO.self, from: response)
        return failure(status: response.status, body: body)
    }

    /// Checks cards one by one: bad ones are dropped and counted, duplicates collapse into the first.
    static func cards(_ dtos: [PredictCardDTO]) -> RecommenderReply {
        var cards: [ServiceRecommendation] = []
        var seen: Set<String> = []
        var discarded = 0
        for dto in dtos {
            guard let card = card(dto) else {
                discarded += 1
                continue
            }
            let key = SearchText(card.film.title).folded + "|" + (card.film.year.map(String.init) ?? "")
            if seen.insert(key).inserted { cards.append(card) }
        }
        return RecommenderReply(recommendations: cards, discarded: discarded)
    }

    /// One card, or `nil` when it has no title or its score is not a finite number from 0 to 1.
    static func card(_ dto: PredictCardDTO) -> ServiceRecommendation? {
        guard let title = PlaceholderFilter.text(line(dto.title)), let score = dto.score, score.isFinite,
            (0...1).contains(score)
        else { return nil }
        let year = dto.releaseYear.flatMap { (1870...2100).contains($0) ? $0 : nil }
        let genre = PlaceholderFilter.text(line(dto.genre))
        let rating = PlaceholderFilter.text(line(dto.rating))
        let slug = SearchText(title).words.joined(separator: "-")
        let film = Movie(
            id: MovieID("service:\(slug)" + (year.map { "-\($0)" } ?? "")),
            title: title,
            year: year,
            // The service writes genres as one text ("Crime, Drama", "Action|Comedy"); the film keeps the ones
            // Marquee knows, and the card keeps the text as written.
            genres: GenreSet((genre ?? "").split { ",|/".contains($0) }.compactMap { Genre.parse(String($0)) }),
            directors: PlaceholderFilter.text(line(dto.director)).map { [$0] } ?? [],
            contentRating: rating.flatMap(ContentRating.parse),
            posterURL: PlaceholderFilter.posterURL(dto.posterURL),
            summary: PlaceholderFilter.summary(dto.summary.map(UntrustedText.multiline))
        )
        return ServiceRecommendation(film: film, genre: genre, rating: rating, score: score)
    }

    /// Decodes a body with the JSON5 reader below, once it is known to be UTF-8.
    ///
    /// Foundation's JSON5 parser traps on some invalid UTF-8 (eight 0xFF bytes where a key should start, found by
    /// `Package/FuzzTesting`), where its strict parser throws; JSON is UTF-8 by definition, so such a body is refused
    /// as malformed before the parser sees it.
    private static func decode<T: Decodable>(_ type: T.Type, from response: HTTPResponse) throws(TransportError) -> T {
        guard String(validating: response.body, as: UTF8.self) != nil else {
            throw .decodingFailed(path: "", reason: "the answer is not UTF-8 text")
        }
        return try response.decode(type, using: decoder)
    }

    /// Reads Python's `NaN` and `Infinity` tokens too, so a card with such a score is dropped, not the whole answer.
    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        return decoder
    }

    private static func failure(status: Int, body: ErrorBodyDTO?) -> RecommenderError {
        let words = message(body)
        switch status {
        case 400: return .rejected(message: words ?? "HTTP 400")
        case 404, 405: return .endpointNotFound(status: status)
        case 422:
            guard case .issues(let list)? = body?.detail, !list.isEmpty else {
                return .rejected(message: words ?? "HTTP 422")
            }
            let issues = list.map { issue in
                RecommenderFieldIssue(
                    field: field(issue.loc), message: String(UntrustedText.singleLine(issue.msg).prefix(messageLimit)))
            }
            let foreign = issues.map(\.field).filter { !requestFields.contains($0) }
            if !foreign.isEmpty {
                let names = foreign.joined(separator: ", ")
                return .differentBackendVersion(detail: "it asks for \(names), which the form contract does not have")
            }
            return .invalidFields(issues)
        default: return .serviceFailed(status: status, message: words)
        }
    }

    /// The service's words: `detail` when it is a string, else the newer backend's `error` label.
    private static func message(_ body: ErrorBodyDTO?) -> String? {
        var text: String?
        if case .message(let detail)? = body?.detail { text = detail }
        text = PlaceholderFilter.text(line(text)) ?? PlaceholderFilter.text(line(body?.error))
        return text.map { String($0.prefix(messageLimit)) }
    }

    /// The field a `loc` names: its last name (`["body", "rating"]` is `rating`; `["body", 16]` is `body`).
    private static func field(_ location: [LocationPartDTO]) -> String {
        for part in location.reversed() { if case .name(let name) = part { return UntrustedText.singleLine(name) } }
        return "body"
    }

    private static func line(_ text: String?) -> String? { text.map(UntrustedText.singleLine) }
}
