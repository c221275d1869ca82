import Foundation
import MarqueeDomain

/// What the store filled in for one catalog film, as `store-facts.json` keeps it; only facts the film lacked.
struct StoredShopFacts: Codable, Hashable, Sendable {
    /// The longest summary kept; Apple's short descriptions are a few hundred characters.
    static let maxSummary = 4_000
    /// The most directors kept, and the longest name.
    static let maxDirectors = 10
    static let maxName = 200

    var runtimeMinutes: Int?
    var directors: [String]
    var summary: String?
    var savedAt: Date

    /// The facts `store` can fill in for `film`, or `nil` when it fills in nothing.
    init?(store: Movie, lackedBy film: Movie, savedAt: Date) {
        let fillable = film.fillable(from: store)
        guard !fillable.isEmpty else { return nil }
        runtimeMinutes = fillable.contains(.runtime) ? store.runtimeMinutes : nil
        directors = fillable.contains(.directors) ? store.directors : []
        summary = fillable.contains(.summary) ? store.summary : nil
        self.savedAt = savedAt
        self = checked
    }

    /// The same facts with anything a hostile or broken file could carry cut to size: a runtime outside one to
    /// 1,000 minutes is dropped, names are one clean line each, the summary is clean text under its cap.
    var checked: StoredShopFacts {
        var facts = self
        if let minutes = runtimeMinutes, !(1...1_000).contains(minutes) { facts.runtimeMinutes = nil }
        facts.directors = directors.prefix(Self.maxDirectors).map {
            String(UntrustedText.singleLine($0).prefix(Self.maxName))
        }
        .filter { !$0.isEmpty }
        facts.summary = summary.map { String(UntrustedText.multiline($0).prefix(Self.maxSummary)) }.flatMap {
            $0.isEmpty ? nil : $0
        }
        return facts
    }

    /// Whether anything is left to fill in.
    var isEmpty: Bool { runtimeMinutes == nil && directors.isEmpty && summary == nil }

    /// `film` with the facts it lacks filled in from these, each labelled as the store's; a fact the catalog has
    /// is never replaced.
    func filling(_ film: Movie) -> Movie {
        var filled = film
        let store = Movie(id: film.id, title: film.title, runtimeMinutes: runtimeMinutes, directors: directors)
        var withSummary = store
        withSummary.summary = summary
        let fillable = film.fillable(from: withSummary)
        if fillable.contains(.runtime) { filled.runtimeMinutes = runtimeMinutes }
        if fillable.contains(.directors) { filled.directors = directors }
        if fillable.contains(.summary) { filled.summary = summary }
        filled.storeFilled.formUnion(fillable)
        return filled
    }
}
