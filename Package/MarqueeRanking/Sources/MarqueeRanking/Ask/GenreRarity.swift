import Foundation
import MarqueeDomain

/// How distinctive each genre is in a catalog: rare genres say more about a film than common ones.
///
/// Half the catalog is Drama, so sharing Drama with Interstellar says little; sharing Sci-Fi says a lot.
/// Each genre weighs its inverse document frequency, `log(films / films with the genre)`.
struct GenreRarity {
    private var weights: [Double]

    /// Measures a catalog.
    init(measuring movies: [Movie]) {
        var counts = Array(repeating: 0, count: Genre.allCases.count)
        for movie in movies {
            var bits = movie.genres.rawValue
            while bits != 0 {
                counts[bits.trailingZeroBitCount] += 1
                bits &= bits - 1
            }
        }
        let total = Double(max(movies.count, 1))
        weights = counts.map { log(total / Double(max($0, 1))) + 0.1 }
    }

    /// Counts a table's genre column, giving the same weights as `init` for its films.
    init(counting genres: Column<UInt32>) {
        var counts = Array(repeating: 0, count: Genre.allCases.count)
        // Read as one buffer: a million-film table is counted before any film is scored, on one core.
        genres.withUnsafeBufferPointer { column in
            counts.withUnsafeMutableBufferPointer { counts in
                for value in column {
                    var bits = value
                    while bits != 0 {
                        let genre = bits.trailingZeroBitCount
                        if genre < counts.count { counts[genre] += 1 }
                        bits &= bits - 1
                    }
                }
            }
        }
        let total = Double(max(genres.count, 1))
        weights = counts.map { log(total / Double(max($0, 1))) + 0.1 }
    }

    /// Each genre's weight, indexed by `Genre.index`.
    var perGenre: [Double] { weights }

    /// The summed weight of a set of genres.
    func weight(of genres: GenreSet) -> Double {
        var total = 0.0
        var bits = genres.rawValue
        while bits != 0 {
            total += weights[bits.trailingZeroBitCount]
            bits &= bits - 1
        }
        return total
    }

    /// How much of two films' genres they share, weighted by rarity: 0 for none, 1 for the same genres.
    func overlap(_ lhs: GenreSet, _ rhs: GenreSet) -> Double {
        let union = weight(of: lhs.union(rhs))
        return union > 0 ? weight(of: lhs.intersection(rhs)) / union : 0
    }
}
