import Foundation
import MarqueeDomain
import Synchronization
import Testing

/// A shop double answering from tables; a question it was not given an answer for records an issue and fails.
///
/// Charts may be told to yield a number of times first, so tests can make rows finish in any order without clocks;
/// `beforeSearch` runs before each search answers, so a test can hold one at a gate of its own.
public final class StubShop: ShopCatalogRepository, ShopMatching, Sendable {
    /// The moment cached answers were saved, for labels.
    public static let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    private let charts: [ChartGenre?: Result<Sourced<[Movie]>, CatalogError>]
    private let searches: [String: Result<Sourced<[Movie]>, CatalogError>]
    private let anySearch: Result<Sourced<[Movie]>, CatalogError>?
    private let lookups: [MovieID: Result<Sourced<MovieDetails>, CatalogError>]
    private let matches: Result<Sourced<MovieDetails?>, CatalogError>?
    private let yields: [ChartGenre?: Int]
    private let beforeSearch: @Sendable (String) async -> Void
    private let asked = Mutex<[String]>([])

    /// Creates a shop that knows only the answers given.
    /// - Parameters:
    ///   - charts: each chart's answer, by genre (`nil` for the featured chart).
    ///   - searches: each search's answer, by term.
    ///   - anySearch: the answer to a search for a term `searches` lacks.
    ///   - lookups: each film's details, by id.
    ///   - matches: the answer to every match.
    ///   - yields: how many times a chart yields before it answers, by genre.
    ///   - beforeSearch: runs with the term before each search answers.
    public init(
        charts: [ChartGenre?: Result<Sourced<[Movie]>, CatalogError>] = [:],
        searches: [String: Result<Sourced<[Movie]>, CatalogError>] = [:],
        anySearch: Result<Sourced<[Movie]>, CatalogError>? = nil,
        lookups: [MovieID: Result<Sourced<MovieDetails>, CatalogError>] = [:],
        matches: Result<Sourced<MovieDetails?>, CatalogError>? = nil,
        yields: [ChartGenre?: Int] = [:],
        beforeSearch: @escaping @Sendable (String) async -> Void = { _ in }
    ) {
        self.charts = charts
        self.searches = searches
        self.anySearch = anySearch
        self.lookups = lookups
        self.matches = matches
        self.yields = yields
        self.beforeSearch = beforeSearch
    }

    /// Every question asked, in order, as `chart <genre|featured> <country> <limit>`, `search <term>`, and so on.
    public var questions: [String] { asked.withLock { $0 } }

    /// Answers a chart from the table, after its yields.
    public func topMovies(in genre: ChartGenre?, country: String, limit: Int) async throws(CatalogError)
        -> Sourced<[Movie]>
    {
        record("chart \(genre.map(\.rawValue) ?? "featured") \(country) \(limit)")
        for _ in 0..<(yields[genre] ?? 0) { await Task.yield() }
        guard let answer = charts[genre] else { return try unexpected("topMovies(in: \(String(describing: genre)))") }
        return try answer.get()
    }

    /// Answers a search from the table, after `beforeSearch`.
    public func search(_ term: String, country: String, limit: Int) async throws(CatalogError) -> Sourced<[Movie]> {
        record("search \(term) \(country) \(limit)")
        await beforeSearch(term)
        guard let answer = searches[term] ?? anySearch else { return try unexpected("search(\(term))") }
        return try answer.get()
    }

    /// Answers a lookup from the table.
    public func details(for id: MovieID, country: String) async throws(CatalogError) -> Sourced<MovieDetails> {
        record("lookup \(id) \(country)")
        guard let answer = lookups[id] else { return try unexpected("details(for: \(id))") }
        return try answer.get()
    }

    /// Answers every match the same way.
    public func match(title: String, year: Int?, country: String) async throws(CatalogError)
        -> Sourced<MovieDetails?>
    {
        record("match \(title) \(year.map(String.init) ?? "-") \(country)")
        guard let matches else { return try unexpected("match(title: \(title))") }
        return try matches.get()
    }

    private func record(_ question: String) { asked.withLock { $0.append(question) } }

    private func unexpected<T>(_ call: String) throws(CatalogError) -> T {
        Issue.record("StubShop.\(call) was called but not set up")
        throw .unavailable(reason: "unimplemented test double")
    }
}
