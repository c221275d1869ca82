import Foundation
import MarqueeDomain

/// Decides whether a store film and a catalog film are the same film, by title and year alone.
enum SameFilm {
    /// How far apart two years may be for the same film.
    static let yearTolerance = 1

    /// The folded title used for comparison: "Dune (2021)" and "DUNE" both give `dune`.
    /// - Parameter title: a title as a catalog or store writes it.
    /// - Returns: the folded title without a trailing year in parentheses.
    static func key(_ title: String) -> String {
        let words = SearchText(title).words
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix(")"), words.count > 1, let last = words.last, last.count == 4, Int(last) != nil
        else { return words.joined(separator: " ") }
        return words.dropLast().joined(separator: " ")
    }

    /// Whether two years are close enough for the same film; an unknown year matches any.
    /// - Parameters:
    ///   - lhs: one film's year.
    ///   - rhs: the other film's year.
    /// - Returns: `true` when either is unknown or they differ by at most ``yearTolerance``.
    static func yearsMatch(_ lhs: Int?, _ rhs: Int?) -> Bool {
        guard let lhs, let rhs else { return true }
        return abs(lhs - rhs) <= yearTolerance
    }

    /// The catalog film a store film is, if any: same folded title, closest year.
    /// - Parameters:
    ///   - film: the store film.
    ///   - catalog: the catalog films to look through.
    /// - Returns: the matching catalog film, or `nil`.
    static func twin(of film: Movie, in catalog: [Movie]) -> Movie? {
        twins(of: [film], in: catalog)[film.id]
    }

    /// The catalog twin of each of several store films, folding every catalog title only once.
    /// - Parameters:
    ///   - films: the store films.
    ///   - catalog: the catalog films to look through.
    /// - Returns: each store film's id mapped to its catalog twin; films without one are left out.
    static func twins(of films: [Movie], in catalog: [Movie]) -> [MovieID: Movie] {
        let wanted = Dictionary(grouping: films) { key($0.title) }
        guard !wanted.isEmpty else { return [:] }
        var result: [MovieID: Movie] = [:]
        for candidate in catalog {
            guard let films = wanted[key(candidate.title)] else { continue }
            for film in films where yearsMatch(film.year, candidate.year) {
                if let current = result[film.id], distance(film, current) <= distance(film, candidate) { continue }
                result[film.id] = candidate
            }
        }
        return result
    }

    private static func distance(_ film: Movie, _ candidate: Movie) -> Int {
        guard let year = film.year, let other = candidate.year else { return 0 }
        return abs(year - other)
    }
}
