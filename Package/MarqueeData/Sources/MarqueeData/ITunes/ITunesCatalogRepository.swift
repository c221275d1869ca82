import Foundation
import MarqueeDomain

/// Apple's iTunes store as a live catalog: the RSS top-movies charts, Search and Lookup.
///
/// Every answer is labelled `.live`; wrap it in ``CachedShopCatalogRepository`` for offline use. Transport
/// failures become `CatalogError` here and nowhere else.
public struct ITunesCatalogRepository: ShopCatalogRepository, ShopMatching {
    /// How many Search results ``match(title:year:country:)`` looks through.
    public static let matchCandidates = 25

    private let transport: any HTTPTransport
    private let endpoint: ITunesEndpoint
    private let retry: RetryPolicy
    private let deadline: Duration
    private let titles: any TitleMatching

    /// Creates the repository.
    /// - Parameters:
    ///   - transport: sends the requests.
    ///   - endpoint: builds the URLs; Apple's host by default.
    ///   - retry: the retry policy; ``RetryPolicy/iTunes`` retries Apple's 403 throttling.
    ///   - deadline: the time allowed for one attempt. Apple usually answers within a second.
    ///   - titles: decides which store film is a catalog film, by the rule that links store films back.
    public init(
        transport: any HTTPTransport,
        endpoint: ITunesEndpoint = ITunesEndpoint(),
        retry: RetryPolicy = .iTunes,
        deadline: Duration = .seconds(8),
        titles: any TitleMatching
    ) {
        self.transport = transport
        self.endpoint = endpoint
        self.retry = retry
        self.deadline = deadline
        self.titles = titles
    }

    /// The store's top-movies chart, overall or for one genre.
    /// - Parameters:
    ///   - genre: the chart's genre, or `nil` for the overall chart.
    ///   - country: the storefront, such as `us`.
    ///   - limit: how many films, at most (1…200).
    /// - Returns: the films in chart order, labelled `.live`.
    /// - Throws: `CatalogError` when the store cannot be reached or answers badly.
    public func topMovies(in genre: ChartGenre?, country: String, limit: Int) async throws(CatalogError)
        -> Sourced<[Movie]>
    {
        let url = endpoint.topMovies(genre: genre, country: country, limit: limit)
        let document = try await fetch(RSSFeedDocumentDTO.self, from: url)
        return Sourced(document.feed.entry.map(RSSEntryMapper.movie), source: .live)
    }

    /// Searches the store's films; songs and other media in the answer are left out.
    /// - Parameters:
    ///   - term: the user's words; blank words return no films without asking the store.
    ///   - country: the storefront.
    ///   - limit: how many results to ask for (1…200).
    /// - Returns: the films, labelled `.live`.
    /// - Throws: `CatalogError` when the store cannot be reached or answers badly.
    public func search(_ term: String, country: String, limit: Int) async throws(CatalogError) -> Sourced<[Movie]> {
        let films = try await searchDetails(term, country: country, limit: limit)
        return Sourced(films.map(\.movie), source: .live)
    }

    /// Looks up one store film by its id (`itunes:<trackId>`).
    /// - Parameters:
    ///   - id: the store id.
    ///   - country: the storefront.
    /// - Returns: the film's details, labelled `.live`.
    /// - Throws: `CatalogError/notFound(_:)` when the id is not a store id or the store has no
    ///   such film; `CatalogError/malformedResponse(reason:)` when the film lacks its title.
    public func details(for id: MovieID, country: String) async throws(CatalogError) -> Sourced<MovieDetails> {
        guard let trackID = id.iTunesTrackID else { throw .notFound(id) }
        let url = endpoint.lookup(trackID: trackID, country: country)
        let response = try await fetch(SearchResponseDTO.self, from: url, lookingUp: id)
        // Only the film asked about counts, so an answer about another film never shows under this id.
        let films = response.results.lazy.compactMap(\.movie)
        guard let film = films.first(where: { $0.trackId == trackID }) else { throw .notFound(id) }
        return Sourced(SearchResultMapper.details(from: film), source: .live)
    }

    /// Finds the store's film with a catalog film's title and year, through the Search API.
    ///
    /// The match is `TitleMatching.twin(of:in:)`'s: the same folded title, a year within one, the closest year
    /// winning, then the store's order.
    /// - Parameters:
    ///   - title: the catalog title.
    ///   - year: the catalog year; the store's may differ by one.
    ///   - country: the storefront.
    /// - Returns: the store's details for the film, or `nil`, labelled `.live`.
    /// - Throws: `CatalogError` when the store cannot be reached or answers badly.
    public func match(title: String, year: Int?, country: String) async throws(CatalogError)
        -> Sourced<MovieDetails?>
    {
        let candidates = try await searchDetails(title, country: country, limit: Self.matchCandidates)
        // The same rule that links store films back to the catalog, so both directions agree.
        let wanted = Movie(id: MovieID(""), title: title, year: year)
        let twin = titles.twin(of: wanted, in: candidates.map(\.movie))
        return Sourced(candidates.first { $0.movie.id == twin?.id }, source: .live)
    }

    private func searchDetails(_ term: String, country: String, limit: Int) async throws(CatalogError)
        -> [MovieDetails]
    {
        let words = term.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !words.isEmpty else { return [] }
        let url = endpoint.search(term: words, country: country, limit: limit)
        let response = try await fetch(SearchResponseDTO.self, from: url)
        return response.results.compactMap(\.movie).map(SearchResultMapper.details)
    }

    private func fetch<Body: Decodable>(_ type: Body.Type, from url: URL, lookingUp id: MovieID? = nil)
        async throws(CatalogError) -> Body
    {
        // Apple serves JSON as text/javascript, so the body is decoded whatever Content-Type says.
        let request = HTTPRequest(
            url: url, headers: ["Accept": "application/json"], deadline: deadline, retry: retry,
            maxResponseBytes: 4 << 20)
        do throws(TransportError) {
            return try ITunesFailure.checked(await transport.send(request)).decode(type)
        } catch {
            throw ITunesFailure.catalogError(error, lookingUp: id)
        }
    }
}
