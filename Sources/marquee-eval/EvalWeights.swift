import Foundation
import MarqueeDomain
import MarqueeRanking
import MarqueeSearch

/// Weight overrides for tuning runs, read from `MARQUEE_EVAL_WEIGHTS` ("coLiked=6,likedGenre=0.5").
///
/// Only Scripts/eval's tuning reads it, on validation users; the shipped weights are `RankingWeights.standard`.
enum EvalWeights {
    /// The standard weights with any overrides from the environment applied; an unknown name is a usage error (exit 64).
    static func fromEnvironment() -> RankingWeights {
        var weights = RankingWeights.standard
        let text = ProcessInfo.processInfo.environment["MARQUEE_EVAL_WEIGHTS"] ?? ""
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=")
            guard parts.count == 2, let value = Double(parts[1]) else { usage("'\(pair)' is not name=number") }
            switch parts[0] {
            case "coLiked": weights.coLiked = value
            case "preferredGenre": weights.preferredGenre = value
            case "preferredGenreFilms": weights.preferredGenreFilms = value
            case "audiencePrior": weights.audiencePrior = value
            case "audienceMix": weights.audienceMix = value
            case "audienceFilms": weights.audienceFilms = value
            case "audienceFade": weights.audienceFade = value
            case "audiencePriorRatings": weights.audiencePriorRatings = value
            case "coLikedPriorShare": weights.coLikedPriorShare = value
            case "coLikedPriorPower": weights.coLikedPriorPower = value
            case "coLikedPriorYield": weights.coLikedPriorYield = value
            case "coLikedPriorFade": weights.coLikedPriorFade = value
            case "audienceFocusPower": weights.audienceFocusPower = value
            case "likedGenre": weights.likedGenre = value
            case "likedDirector": weights.likedDirector = value
            case "likedCast": weights.likedCast = value
            case "likedDecade": weights.likedDecade = value
            case "likedLanguage": weights.likedLanguage = value
            case "belowFloorPenalty": weights.belowFloorPenalty = value
            case "floorReadsShownScore": weights.floorReadsShownScore = value != 0
            case "passedShare": weights.passedShare = value
            case "sameDecadePenalty": weights.sameDecadePenalty = value
            case "genreOverlapPenalty": weights.genreOverlapPenalty = value
            case "priorReviewCount": weights.priorReviewCount = value
            case "coLikedGrowth": weights.coLikedGrowth = value
            case "qualityYield": weights.qualityYield = value
            case "growthFilms": weights.growthFilms = value
            case "coLikedReferenceRank": weights.coLikedReferenceRank = Int(value)
            case "coLikedCeiling": weights.coLikedCeiling = value
            case "coLikedPower": weights.coLikedPower = value
            case "coLikedBreadth": weights.coLikedBreadth = value
            case "likedPopularityDamping": weights.likedPopularityDamping = value
            case "candidatePopularityDamping": weights.candidatePopularityDamping = value
            default: usage("'\(parts[0])' is not a weight Scripts/eval --tune can set")
            }
        }
        return weights
    }

    /// A bad setting is a usage error: said on stderr, exit 64, never a crash.
    private static func usage(_ problem: String) -> Never {
        FileHandle.standardError.write(Data("marquee-eval: MARQUEE_EVAL_WEIGHTS: \(problem)\n".utf8))
        exit(64)
    }
}
