import Foundation
import MarqueeDomain
import Synchronization
import Testing

/// A store double answering from tables; a question it was not given an answer for records an issue and fails.
///
/// Charts may be told to yield a number of times first, so tests can make rows finish in any order without clocks.
final class StubShop: ShopCatalogRepository, ShopMatching, Sendable {
    /// The moment cached answers were saved, for labels.
    static let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    private let charts: [ChartGenre?: Result<Sourced<[Movie]>, CatalogError>]
    private let searches: Result<Sourced<[Movie]>, CatalogError>?
    private let lookups: [MovieID: Result<Sourced<MovieDetails>, CatalogError>]
    private let matches: Result<Sourced<MovieDetails?>, CatalogError>?
    private let yields: [ChartGenre?: Int]
    private let asked = Mutex<[String]>([])

    init(
        charts: [ChartGenre?: Result<Sourced<[Movie]>, CatalogError>] = [:],
        searches: Result<Sourced<[Movie]>, CatalogError>? = nil,
        lookups: [MovieID: Result<Sourced<MovieDetails>, CatalogError>] = [:],
        matches: Result<Sourced<MovieDetails?>, CatalogError>? = nil,
        yields: [ChartGenre?: Int] = [:]
    ) {
        self.charts = charts
        self.searches = searches
        self.lookups = lookups
        self.matches = matches
        self.yields = yields
    }

    /// Every question asked, in order, as `chart <genre|featured> <country> <limit>`, `search <term>`, and so on.
    var questions: [String] { asked.withLock { $0 } }

    func topMovies(in genre: ChartGenre?, country: String, limit: Int) async throws(CatalogError)
        -> Sourced<[Movie]>
    {
        record("chart \(genre.map(\.rawValue) ?? "featured") \(country) \(limit)")
        for _ in 0..<(yields[genre] ?? 0) { await Task.yield() }
        guard let answer = charts[genre] else { return try unexpected("topMovies(in: \(String(describing: genre)))") }
        return try answer.get()
    }

    func search(_ term: String, country: String, limit: Int) async throws(CatalogError) -> Sourced<[Movie]> {
        record("search \(term) \(country) \(limit)")
        guard let searches else { return try unexpected("search(\(term))") }
        return try searches.get()
    }

    func details(for id: MovieID, country: String) async throws(CatalogError) -> Sourced<MovieDetails> {
        record("lookup \(id) \(country)")
        guard let answer = lookups[id] else { return try unexpected("details(for: \(id))") }
        return try answer.get()
    }

    func match(title: String, year: Int?, country: String) async throws(CatalogError) -> Sourced<MovieDetails?> {
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
