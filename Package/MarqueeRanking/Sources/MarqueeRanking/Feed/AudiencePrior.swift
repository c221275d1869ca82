import Foundation
import MarqueeDomain

/// What the catalog's audience says about a film before a user has said anything: how many people rated it, and
/// how well.
///
/// Critics say how good a film is; they do not say how many people chose to watch it and liked it. With no
/// reactions, what MovieLens people rated most and best is the better guess at what a new user will like
/// (docs/RANKING.md, "The audience prior"). A film's audience evidence, from 0 to 1, blends two things:
/// - its reach, `ln(1 + ratings) / ln(1 + the most ratings of any film)`: 1 for the most-rated film, 0 for a film
///   nobody rated;
/// - its Bayesian mean, `(ratings × mean + m × catalog mean) / (ratings + m)` in stars, read from 0.5 to 5 stars as
///   0 to 1, so a 4.5 from 3 people counts for less than a 4.3 from 300.
public struct AudiencePrior: Hashable, Sendable {
    /// The mean of every audience rating in the catalog, in stars; 0 when nobody rated anything.
    public let mean: Double
    /// The most ratings any one film has; 0 when nobody rated anything, and then every film's evidence is 0.
    public let mostRatings: Int

    /// The prior of a catalog nobody rated: it adds nothing to any film.
    public static let none = AudiencePrior(mean: 0, mostRatings: 0)

    /// Creates a prior from known figures.
    public init(mean: Double, mostRatings: Int) {
        self.mean = mean
        self.mostRatings = mostRatings
    }

    /// Measures the audience of a catalog, counting each rating once.
    public init(measuring movies: [Movie]) {
        var total = 0.0
        var ratings = 0.0
        var most = 0
        for movie in movies {
            guard let audience = movie.audience, audience.ratings > 0 else { continue }
            total += audience.mean * Double(audience.ratings)
            ratings += Double(audience.ratings)
            most = max(most, audience.ratings)
        }
        self.init(mean: ratings > 0 ? total / ratings : 0, mostRatings: most)
    }

    /// Measures the audience of a table, exactly as `init` does for its films.
    init(measuring table: FilmTable) {
        var total = 0.0
        var ratings = 0.0
        var most = 0
        // In row order, so the sum is the same `Double` as summing the films one by one.
        table.audienceMeans.withUnsafeBufferPointer { means in
            table.audienceCounts.withUnsafeBufferPointer { counts in
                for row in 0..<min(table.count, means.count, counts.count) {
                    let mean = means[row]
                    let count = Int(counts[row])
                    guard !mean.isNaN, count > 0 else { continue }
                    total += mean * Double(count)
                    ratings += Double(count)
                    most = max(most, count)
                }
            }
        }
        self.init(mean: ratings > 0 ? total / ratings : 0, mostRatings: most)
    }

    /// A film's audience evidence, from 0 to 1.
    /// - Parameters:
    ///   - mean: the film's audience mean in stars, if anyone rated it.
    ///   - ratings: how many people rated it.
    ///   - priorRatings: how many ratings' worth of the catalog mean its Bayesian mean is shrunk toward.
    ///   - mix: the share of the evidence its Bayesian mean carries; the rest is its reach.
    /// - Returns: the evidence, from 0 (no one) to 1 (the most-rated film, rated perfectly).
    public func evidence(mean: Double?, ratings: Int, priorRatings: Double, mix: Double) -> Double {
        guard mostRatings > 0 else { return 0 }
        let count = Double(max(ratings, 0))
        let reach = min(1, log1p(count) / log1p(Double(mostRatings)))
        let rated = mean.map { $0 * count } ?? 0
        let shrunk = count + priorRatings > 0 ? (rated + priorRatings * self.mean) / (count + priorRatings) : self.mean
        let liking = min(1, max(0, (shrunk - 0.5) / 4.5))
        return (1 - mix) * reach + mix * liking
    }
}
