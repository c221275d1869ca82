/// The tuning constants of the taste ranking, named so tests and docs can refer to them.
public struct RankingWeights: Hashable, Sendable {
    /// The most the co-rating model can add: "people who liked what you liked also liked this".
    public var coLiked = 10.0
    /// The co-rating term's growth with the profile: ``coLiked`` × `1 + coLikedGrowth × ln(1 + films / growthFilms)`.
    public var coLikedGrowth = 0.0
    /// How quickly quality yields: its points over `1 + qualityYield × ln(1 + films / growthFilms)`, not the floor's.
    public var qualityYield = 3.0
    /// The number of reacted films at which ``coLikedGrowth`` and ``qualityYield`` have grown by `ln 2`.
    public var growthFilms = 10.0
    /// Which film's evidence the co-rating term is read against: 1 is the strongest, 10 the tenth strongest.
    public var coLikedReferenceRank = 1
    /// The most a film's co-rating evidence counts, relative to the reference film's.
    public var coLikedCeiling = 1.0
    /// The exponent applied to relative co-rating evidence: 0.5 damps the strongest links, 1 keeps them linear.
    public var coLikedPower = 1.0
    /// The most breadth adds: how many liked films point at a film, relative to the film the most liked films point at.
    public var coLikedBreadth = 0.0
    /// How much a popular liked film's neighbours are damped: its links count `(1 + ratings)^-damping` times.
    public var likedPopularityDamping = 0.0
    /// How much a popular candidate's co-rating evidence is damped: it counts `(1 + ratings)^-damping` times.
    public var candidatePopularityDamping = 0.0
    /// How much a save counts, relative to a like, in the co-rating and content terms.
    public var savedShare = 0.7
    /// How much a passed film's neighbours lose, relative to what a like would give them.
    public var passedShare = 0.25
    /// The most onboarding genres add with no likes, all of a film's genres picked; yields by ``preferredGenreFilms``.
    public var preferredGenre = 3.0
    /// The number of liked films (saves counting ``savedShare``) at which the onboarding genres weigh half.
    public var preferredGenreFilms = 5.0
    /// The share of the catalog at or under which a genre pick is heard whole.
    public var preferredGenreFocusShare = 0.1
    /// The most the audience prior can add, with no liked or saved film.
    public var audiencePrior = 45.0
    /// The share of a film's audience evidence its Bayesian mean rating carries; the rest is its reach.
    public var audienceMix = 0.3
    /// The liked films (saves count ``savedShare``) pacing the prior: `W / (1 + films / audienceFilms)^audienceFade`.
    public var audienceFilms = 8.0
    /// How steeply the prior yields to likes: 2 keeps most of it for a first like and a 64th at 56 likes (1: a 15th).
    public var audienceFade = 2.0
    /// The share of the audience prior's points kept for a profile that the co-rating term adds to its own.
    public var coLikedPriorShare = 0.3
    /// The power on relative co-rating evidence for ``coLikedPriorShare``: above 1, the strongest links take most.
    public var coLikedPriorPower = 8.0
    /// The share of ``coLiked`` that yields with the prior: it counts `1 − coLikedPriorYield × the prior's share`.
    public var coLikedPriorYield = 1.0
    /// The power on the prior's kept share where the co-rating term defers to it, here and in ``coLikedPriorShare``.
    public var coLikedPriorFade = 3.0
    /// The power on the onboarding focus where it narrows the audience prior: above 1, a broad pick narrows it less.
    public var audienceFocusPower = 2.0
    /// How many ratings' worth of the catalog's mean rating a film's audience mean is shrunk toward, for the prior.
    public var audiencePriorRatings = 10.0
    /// The most genre overlap with liked films can add (rarity-weighted, normalised per film).
    public var likedGenre = 2.0
    /// The most a director of liked films can add.
    public var likedDirector = 2.0
    /// The most the principal cast shared with liked films can add.
    public var likedCast = 0.6
    /// How many of a film's first-billed names count as its principal cast.
    public var principalCast = 5
    /// The most sharing a decade with liked films can add.
    public var likedDecade = 0.3
    /// The most sharing a language with liked films can add.
    public var likedLanguage = 0.3
    /// Points taken off for each point of quality below ``qualityFloor``, so a 4/10 film needs overwhelming evidence.
    public var belowFloorPenalty = 6.0
    /// The quality below which a film is penalised.
    public var qualityFloor = 6.0
    /// Whether the floor reads the shown score too (critics' from ``floorReviewCount`` reviews, else the audience's).
    public var floorReadsShownScore = true
    /// The fewest reviews for which the floor reads the critic average rather than the audience's.
    public var floorReviewCount = 5
    /// Points when the film itself is saved (Kino: 0.6).
    public var savedItself = 0.6
    /// Points when the film itself is liked (Kino: 0.3).
    public var likedItself = 0.3
    /// How many reviews' worth of the catalog mean every critic score is shrunk toward.
    public var priorReviewCount = 20.0
    /// Shrunk critic score at or above which a film is a "Critic favorite" (Kino: 8.2).
    public var criticFavoriteThreshold = 8.2
    /// Shrunk critic score at or above which a film is "Highly rated" (Kino: 7.8).
    public var highlyRatedThreshold = 7.8
    /// Points taken off, while picking, for each already-picked film from the same decade.
    public var sameDecadePenalty = 0.15
    /// Points taken off, while picking, per already-picked film, scaled by genre overlap (Jaccard).
    public var genreOverlapPenalty = 0.2
    /// The most reasons a pick carries; each is a real term of its score.
    public var maximumReasons = 3

    /// The weights as shipped.
    public static let standard = RankingWeights()

    /// The form's local engine's weights: the standard ones, with onboarding genres at 1.2 and no audience prior.
    public static let form: RankingWeights = {
        var weights = RankingWeights()
        (weights.preferredGenre, weights.audiencePrior) = (1.2, 0)
        return weights
    }()

    /// Creates the standard weights; adjust fields individually.
    public init() {}
}
