import Foundation
import MarqueeDomain
import Synchronization
import Testing

/// A store double answering from tables; a search can be held at a gate that ignores cancellation.
///
/// A question it was not given an answer for records an issue and fails.
final class StubShop: ShopCatalogRepository, ShopMatching, Sendable {
    private let charts: [ChartGenre?: Result<Sourced<[Movie]>, CatalogError>]
    private let searches: [String: Result<Sourced<[Movie]>, CatalogError>]
    private let lookups: [MovieID: Result<Sourced<MovieDetails>, CatalogError>]
    private let held: [String: (asked: Gate, release: Gate)]
    private let asked = Mutex<[String]>([])

    init(
        charts: [ChartGenre?: Result<Sourced<[Movie]>, CatalogError>] = [:],
        searches: [String: Result<Sourced<[Movie]>, CatalogError>] = [:],
        lookups: [MovieID: Result<Sourced<MovieDetails>, CatalogError>] = [:],
        holding heldTerms: [String] = []
    ) {
        self.charts = charts
        self.searches = searches
        self.lookups = lookups
        held = Dictionary(uniqueKeysWithValues: heldTerms.map { ($0, (Gate(), Gate())) })
    }

    /// Every question asked, in order.
    var questions: [String] { asked.withLock { $0 } }

    /// Suspends until a held search for `term` has been asked.
    func waitUntilAsked(_ term: String) async { await held[term]?.asked.wait() }

    /// Lets a held search for `term` answer.
    func release(_ term: String) { held[term]?.release.open() }

    func topMovies(in genre: ChartGenre?, country: String, limit: Int) async throws(CatalogError)
        -> Sourced<[Movie]>
    {
        record("chart \(genre.map(\.rawValue) ?? "featured") \(country)")
        guard let answer = charts[genre] else { return try unexpected("topMovies(in: \(String(describing: genre)))") }
        return try answer.get()
    }

    func search(_ term: String, country: String, limit: Int) async throws(CatalogError) -> Sourced<[Movie]> {
        record("search \(term) \(country) \(limit)")
        if let gates = held[term] {
            gates.asked.open()
            await gates.release.wait()
        }
        guard let answer = searches[term] else { return try unexpected("search(\(term))") }
        return try answer.get()
    }

    func details(for id: MovieID, country: String) async throws(CatalogError) -> Sourced<MovieDetails> {
        record("lookup \(id)")
        guard let answer = lookups[id] else { return try unexpected("details(for: \(id))") }
        return try answer.get()
    }

    func match(title: String, year: Int?, country: String) async throws(CatalogError) -> Sourced<MovieDetails?> {
        record("match \(title)")
        return Sourced(nil, source: .live)
    }

    private func record(_ question: String) { asked.withLock { $0.append(question) } }

    private func unexpected<T>(_ call: String) throws(CatalogError) -> T {
        Issue.record("StubShop.\(call) was called but not set up")
        throw .unavailable(reason: "unimplemented test double")
    }
}
