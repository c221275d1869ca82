import Foundation
import MarqueeDomain

/// Every decoder that reads outside bytes, one synchronous call each, for the fuzz targets in `Package/FuzzTesting`.
///
/// Behind `@_spi(Fuzzing)`, so the public API stays as it is: the DTOs, mappers and codecs remain internal, and
/// each call runs them in the order the repository does, converting failures at the same boundary. When a
/// decoder's format changes, only its call here changes.
@_spi(Fuzzing) public enum DecoderFuzzing {
    /// An RSS top-movies chart as ``ITunesCatalogRepository/topMovies(in:country:limit:)`` reads it.
    /// - Parameter body: the response body, served with status 200.
    /// - Returns: every entry mapped to a film and to its details.
    /// - Throws: the `CatalogError` the repository would throw.
    public static func topMovies(_ body: Data) throws(CatalogError) -> [MovieDetails] {
        let entries = try decoded(RSSFeedDocumentDTO.self, from: body).feed.entry
        // Both mappings the app uses: `movie` for charts, `details` for the detail panel.
        return entries.map { entry in
            _ = RSSEntryMapper.movie(from: entry)
            return RSSEntryMapper.details(from: entry)
        }
    }

    /// A Search answer as ``ITunesCatalogRepository/search(_:country:limit:)`` reads it.
    /// - Parameter body: the response body, served with status 200.
    /// - Returns: the films' details; other media are skipped.
    /// - Throws: the `CatalogError` the repository would throw.
    public static func search(_ body: Data) throws(CatalogError) -> [MovieDetails] {
        try decoded(SearchResponseDTO.self, from: body).results.compactMap(\.movie).map(SearchResultMapper.details)
    }

    /// A Lookup answer as ``ITunesCatalogRepository/details(for:country:)`` reads it.
    /// - Parameters:
    ///   - body: the response body, served with status 200.
    ///   - trackID: the store id that was asked for.
    /// - Returns: that film's details.
    /// - Throws: the `CatalogError` the repository would throw, `notFound` when the answer lacks the film.
    public static func lookup(_ body: Data, trackID: Int) throws(CatalogError) -> MovieDetails {
        let id = MovieID.iTunes(trackID: String(trackID))
        let response = try decoded(SearchResponseDTO.self, from: body, lookingUp: id)
        guard let film = response.results.lazy.compactMap(\.movie).first(where: { $0.trackId == trackID }) else {
            throw .notFound(id)
        }
        return SearchResultMapper.details(from: film)
    }

    /// A `/predict/` response as ``FastAPIRecommenderRepository`` reads it, redirects aside.
    /// - Parameters:
    ///   - status: the HTTP status.
    ///   - body: the response body.
    /// - Returns: the valid cards of a 2xx answer.
    /// - Throws: the `RecommenderError` the repository would throw.
    public static func recommenderReply(status: Int, body: Data) throws(RecommenderError) -> RecommenderReply {
        let response = HTTPResponse(status: status, body: body)
        guard response.isSuccess else { throw RecommenderResponseMapper.error(from: response) }
        return try RecommenderResponseMapper.reply(from: response)
    }

    /// Profile file bytes as ``FileProfileRepository`` reads them.
    /// - Parameter bytes: the file's contents.
    /// - Returns: the profile, or `nil` when the repository would move the file aside or refuse a newer one.
    public static func profile(_ bytes: Data) -> UserProfile? {
        let snapshot = FileSnapshot(contents: bytes, modificationDate: Date(timeIntervalSince1970: 1_750_000_000))
        return try? ProfileFileCodec.decode(snapshot)
    }

    /// Whether ``FileProfileRepository`` could save a profile: it encodes it and reads it back first.
    /// - Parameter profile: a profile, for example one ``profile(_:)`` read.
    /// - Returns: `false` when the repository would refuse to write it.
    public static func profileSaves(_ profile: UserProfile) -> Bool {
        (try? ProfileFileCodec.encode(profile)) != nil
    }

    private static func decoded<Body: Decodable>(_ type: Body.Type, from body: Data, lookingUp id: MovieID? = nil)
        throws(CatalogError) -> Body
    {
        do throws(TransportError) {
            return try ITunesFailure.checked(HTTPResponse(status: 200, body: body)).decode(type)
        } catch {
            throw ITunesFailure.catalogError(error, lookingUp: id)
        }
    }
}
