/// One Search or Lookup result: a film, or some other medium that Marquee skips.
///
/// A result is a film when its `wrapperType` is `track` and its `kind` is `feature-movie`; a missing value
/// counts as a match, because Lookup by a film's id answers with exactly that film. Only films must have
/// `trackId` and `trackName`, so a song or an artist result without them never fails the whole answer.
enum SearchResultDTO: Hashable, Sendable {
    /// A feature film.
    case movie(SearchMovieDTO)
    /// Anything else, for example a `song` or an `artist`.
    case other(wrapperType: String?, kind: String?)

    /// The `kind` Apple gives feature films.
    static let movieKind = "feature-movie"

    /// The film, when this result is one.
    var movie: SearchMovieDTO? {
        if case .movie(let movie) = self { return movie }
        return nil
    }
}

extension SearchResultDTO: Decodable {
    private enum CodingKeys: String, CodingKey {
        case wrapperType, kind
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let wrapperType = try container.decodeIfPresent(String.self, forKey: .wrapperType)
        let kind = try container.decodeIfPresent(String.self, forKey: .kind)
        if (wrapperType ?? "track") == "track", (kind ?? Self.movieKind) == Self.movieKind {
            self = .movie(try SearchMovieDTO(from: decoder))
        } else {
            self = .other(wrapperType: wrapperType, kind: kind)
        }
    }
}
