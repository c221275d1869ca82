import MarqueeDomain
import MarqueeRanking

/// One search's best match per film, kept in flat arrays by film number, and the best few of them.
///
/// A film's match is its best tier, then its best quality, then its highest order key. A tier lifts what the query
/// reader narrowed to (the year it names, the place in a series) above every other match, whatever its quality.
/// Flat arrays rather than a dictionary, because a short query touches thousands of films and each touch must cost
/// no hashing and no allocation.
struct SearchTally {
    /// Each film's tier times `tierStep` plus its best quality plus one, 0 for a film not matched.
    private var quality: [UInt8]
    /// The step between tiers, above every quality.
    private static let tierStep: UInt8 = 32
    private var key: [Double]
    private var touched: [Int32] = []

    /// An empty tally for a catalog of `films` films.
    init(films: Int) {
        quality = [UInt8](repeating: 0, count: films)
        key = [Double](repeating: 0, count: films)
    }

    /// Records a match, kept when it is the film's best so far; `tier` is 0 for a plain match, up to 3.
    mutating func offer(_ film: Int32, _ match: MatchQuality, _ order: Double, tier: UInt8 = 0) {
        let index = Int(film)
        let graded = UInt8(match.rawValue + 1) + tier * Self.tierStep
        let current = quality[index]
        if current == 0 { touched.append(film) }
        guard graded > current || (graded == current && order > key[index]) else { return }
        quality[index] = graded
        key[index] = order
    }

    /// How many films matched better than `floor`.
    func count(above floor: MatchQuality) -> Int {
        let threshold = UInt8(floor.rawValue + 1)
        return touched.reduce(0) { $0 + (quality[Int($1)] > threshold ? 1 : 0) }
    }

    /// Whether some film matched with this quality, whatever its tier.
    func contains(_ match: MatchQuality) -> Bool { touched.contains { quality(of: $0) == match } }

    /// The quality a film is matched with, if it is.
    func quality(of film: Int32) -> MatchQuality? {
        let graded = quality[Int(film)]
        return graded == 0 ? nil : MatchQuality(rawValue: Int(graded % Self.tierStep) - 1)
    }

    /// The best `limit` films, best first.
    ///
    /// By quality, then order key, then id, so equal matches always list the same way; kept in a small sorted
    /// buffer as the films come, never sorting them all.
    func best(_ limit: Int, films: SearchFilms) -> [(film: Int32, quality: MatchQuality)] {
        func precedes(_ lhs: Int32, _ rhs: Int32) -> Bool {
            let (left, right) = (Int(lhs), Int(rhs))
            if quality[left] != quality[right] { return quality[left] > quality[right] }
            if key[left] != key[right] { return key[left] > key[right] }
            return films.hasEarlierID(left, than: right)
        }
        var top: [Int32] = []
        top.reserveCapacity(limit + 1)
        for film in touched {
            if top.count == limit, let last = top.last, !precedes(film, last) { continue }
            var low = 0
            var high = top.count
            while low < high {
                let middle = (low + high) / 2
                if precedes(top[middle], film) { low = middle + 1 } else { high = middle }
            }
            top.insert(film, at: low)
            if top.count > limit { top.removeLast() }
        }
        return top.map { ($0, quality(of: $0) ?? .personWithTypo) }
    }
}
