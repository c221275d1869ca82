import MarqueeDomain

/// Shrinks a film's quality evidence toward the catalog mean by how much evidence there is.
///
/// A 9.5 average from 3 reviews says little; an 8.8 from 200 says a lot. The Bayesian average
/// `(Σ n × score + m × mean) / (Σ n + m)` ranks the second above the first. The evidence, on the
/// 10-point scale critics use:
/// - the critic average, weighing its review count; without one, the Tomatometer (mapped to the same scale)
///   or, failing that, Metacritic;
/// - the MovieLens audience's mean, weighing half a review per rating, so a film critics never scored but
///   thousands rated still has a quality, and one critics and audiences agree on is surer.
public struct CriticPrior: Hashable, Sendable {
    /// The review-weighted mean critic score of the catalog.
    public let mean: Double
    /// How many reviews' worth of the mean is blended into every score.
    public let weight: Double
    /// What the catalog's audience says before the user does: read by the audience prior term, beside this score.
    public let audience: AudiencePrior

    /// What one audience rating counts for, in critic reviews.
    static let audienceRatingWeight = 0.5
    /// Reviews assumed behind a Metacritic score, which carries no count of its own.
    static let metacriticReviews = 20.0

    /// Creates a prior from a known mean, with no audience prior (``AudiencePrior/none``) unless one is given.
    public init(mean: Double, weight: Double, audience: AudiencePrior = .none) {
        self.mean = mean
        self.weight = weight
        self.audience = audience
    }

    /// Measures the mean critic score of a catalog, counting each review once, and its audience (``AudiencePrior``).
    /// - Parameters:
    ///   - movies: the catalog.
    ///   - weight: how many reviews' worth of the mean to blend in.
    public init(measuring movies: [Movie], weight: Double) {
        var total = 0.0
        var reviews = 0.0
        for movie in movies {
            guard let score = movie.criticScore, movie.reviewCount > 0 else { continue }
            total += score * Double(movie.reviewCount)
            reviews += Double(movie.reviewCount)
        }
        self.init(mean: reviews > 0 ? total / reviews : 6.0, weight: weight, audience: AudiencePrior(measuring: movies))
    }

    /// Measures the mean critic score of a table, exactly as `init` does for its films.
    init(measuring table: FilmTable, weight: Double) {
        var total = 0.0
        var reviews = 0.0
        // Read as buffers, in row order: the sum is the same `Double` as summing the films one by one.
        table.criticScores.withUnsafeBufferPointer { scores in
            table.reviewCounts.withUnsafeBufferPointer { counts in
                for row in 0..<min(table.count, scores.count, counts.count) {
                    let score = scores[row]
                    let count = counts[row]
                    guard !score.isNaN, count > 0 else { continue }
                    total += score * Double(count)
                    reviews += Double(count)
                }
            }
        }
        self.init(mean: reviews > 0 ? total / reviews : 6.0, weight: weight, audience: AudiencePrior(measuring: table))
    }

    /// The shrunk quality of a film out of 10; a film with no evidence scores the mean.
    public func score(_ movie: Movie) -> Double {
        score(
            critic: movie.criticScore, reviews: movie.reviewCount, tomatometer: movie.tomatometer,
            metacritic: movie.metacritic, audienceMean: movie.audience?.mean,
            audienceRatings: movie.audience?.ratings ?? 0
        )
    }

    /// The shrunk quality of the film at a table row, the same number `score` gives its `Movie`.
    func score(row: Int, in table: FilmTable) -> Double {
        let critic = table.criticScores[row]
        let meter = table.tomatometers[row]
        let metacritic = table.metacritics[row]
        let audience = table.audienceMeans[row]
        return score(
            critic: critic.isNaN ? nil : critic, reviews: Int(table.reviewCounts[row]),
            tomatometer: meter == FilmTable.unknown ? nil : Int(meter),
            metacritic: metacritic == FilmTable.unknown ? nil : Int(metacritic),
            audienceMean: audience.isNaN ? nil : audience, audienceRatings: Int(table.audienceCounts[row])
        )
    }

    // One formula for both the `Movie` and the table, so the two can never round differently.
    private func score(
        critic: Double?,
        reviews reviewCount: Int,
        tomatometer: Int?,
        metacritic: Int?,
        audienceMean: Double?,
        audienceRatings: Int
    ) -> Double {
        var total = weight * mean
        var count = weight
        let reviews = Double(reviewCount)
        if let average = critic, reviews > 0 {
            total += reviews * average
            count += reviews
        } else if let meter = tomatometer, reviews > 0 {
            total += reviews * Self.outOfTen(tomatometer: meter)
            count += reviews
        } else if let metacritic {
            total += Self.metacriticReviews * Double(metacritic) / 10
            count += Self.metacriticReviews
        }
        if let audienceMean, audienceRatings > 0 {
            let ratings = Double(audienceRatings) * Self.audienceRatingWeight
            total += ratings * (audienceMean * 2)
            count += ratings
        }
        return total / count
    }

    /// A Tomatometer percentage on the critic-average scale.
    ///
    /// A least-squares line through the 9,570 catalog films with both and 20 or more reviews: a 94% film
    /// averages about 7.7, a 50% one about 5.5.
    static func outOfTen(tomatometer: Int) -> Double { 3.04 + 0.05 * Double(tomatometer) }
}
