import Foundation
import MarqueeDomain

/// Finds the catalog film a shelf row names: by IMDb id first, then by folded title and year.
struct ShelfMatcher: Sendable {
    private let byID: [MovieID: Movie]
    private let byKey: [String: [Movie]]
    private let byYear: [Int: [Movie]]
    private let matcher = MovieMatcher()

    /// Indexes a catalog once, so each row costs a lookup rather than a scan.
    init(catalog: [Movie]) {
        byID = Dictionary(catalog.map { ($0.id, $0) }) { first, _ in first }
        byKey = Dictionary(grouping: catalog) { SameFilm.key($0.title) }
        byYear = Dictionary(grouping: catalog.filter { $0.year != nil }) { $0.year ?? 0 }
    }

    /// The film a row names, or `nil` when none fits.
    func film(for row: ShelfImportRow) -> Movie? {
        if let id = row.imdbID, let movie = byID[id] { return movie }
        let key = SameFilm.key(row.title)
        // A title without letters or digits folds to nothing, as "$" (1971) does; such a key would name every
        // such film, so only a film of exactly that title matches it.
        let exact = (key.isEmpty ? byExactTitle(row.title) : byKey[key] ?? []).filter {
            SameFilm.yearsMatch(row.year, $0.year)
        }
        if let best = best(of: exact, year: row.year) { return best }
        guard let year = row.year else { return nil }
        let query = SearchText(row.title)
        guard !query.words.isEmpty else { return nil }
        let nearby = (year - SameFilm.yearTolerance...year + SameFilm.yearTolerance).flatMap { byYear[$0] ?? [] }
        let typos = nearby.filter { movie in
            guard SearchText(movie.title).words.count == query.words.count else { return false }
            switch matcher.quality(of: movie, for: query) {
            case .exactTitle, .titlePrefix, .titleWords, .titleWithTypo: return true
            default: return false
            }
        }
        return best(of: typos, year: year)
    }

    /// The films whose title is exactly `title`, ignoring surrounding spaces; none for a blank title.
    private func byExactTitle(_ title: String) -> [Movie] {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return [] }
        return (byKey[""] ?? []).filter { $0.title.trimmingCharacters(in: .whitespaces) == trimmed }
    }

    private func best(of candidates: [Movie], year: Int?) -> Movie? {
        candidates.min { lhs, rhs in
            let (left, right) = (distance(lhs.year, year), distance(rhs.year, year))
            if left != right { return left < right }
            if lhs.reviewCount != rhs.reviewCount { return lhs.reviewCount > rhs.reviewCount }
            return lhs.id < rhs.id
        }
    }

    private func distance(_ year: Int?, _ wanted: Int?) -> Int {
        guard let year, let wanted else { return 0 }
        return abs(year - wanted)
    }
}
