/// The tuning constants of the taste ranking, named so tests and docs can refer to them.
///
/// Quality is the backbone: every taste term is bounded, so reactions re-rank among good films and a
/// poor film needs overwhelming evidence to reach the top. docs/RANKING.md explains each term and how
/// Scripts/eval measured them.
public struct RankingWeights: Hashable, Sendable {
    /// The most the co-rating model can add: "people who liked what you liked also liked this".
    ///
    /// A film's evidence is read relative to the strongest of any film for this profile, so one like and a
    /// hundred likes both give the best-linked film the whole term. Chosen on Scripts/eval's validation users.
    public var coLiked = 10.0
    /// How much the co-rating term grows with the profile: it is ``coLiked`` times
    /// `1 + coLikedGrowth × ln(1 + reacted films / growthFilms)`, so a long history can outweigh the critics.
    ///
    /// 0 keeps the term bounded by ``coLiked`` whatever the profile's size.
    public var coLikedGrowth = 0.0
    /// How quickly the quality backbone yields as the profile grows: its points are divided by
    /// `1 + qualityYield × ln(1 + reacted films / growthFilms)`, while ``belowFloorPenalty`` stays whole.
    ///
    /// 1, chosen on Scripts/eval's validation users (docs/RANKING.md): ten reacted films leave quality 59% of its
    /// points, a hundred 29%. 0 keeps quality's full weight whatever the profile's size.
    public var qualityYield = 1.0
    /// The number of reacted films at which ``coLikedGrowth`` and ``qualityYield`` have grown by `ln 2`.
    public var growthFilms = 10.0
    /// Which film's evidence the co-rating term is read against: 1 is the strongest, 10 the tenth strongest.
    public var coLikedReferenceRank = 1
    /// The most a film's co-rating evidence counts, relative to the reference film's.
    ///
    /// Only matters when ``coLikedReferenceRank`` is above 1; the strongest film's evidence is 1 by definition.
    public var coLikedCeiling = 1.0
    /// The exponent applied to relative co-rating evidence: 0.5 damps the strongest links, 1 keeps them linear.
    public var coLikedPower = 1.0
    /// The most the breadth of the evidence can add: how many liked films point at a film, relative to the
    /// film the most liked films point at.
    public var coLikedBreadth = 0.0
    /// How much a popular liked film's neighbours are damped: its links count `(1 + ratings)^-damping` times.
    public var likedPopularityDamping = 0.0
    /// How much a popular candidate's co-rating evidence is damped: it counts `(1 + ratings)^-damping` times.
    public var candidatePopularityDamping = 0.0
    /// How much a save counts, relative to a like, in the co-rating and content terms.
    public var savedShare = 0.7
    /// How much a passed film's neighbours lose, relative to what a like would give them.
    ///
    /// 0.25: a pass still pushes its neighbours down, but a film rated 2 stars was still watched, and its
    /// neighbours are often what the same person likes.
    public var passedShare = 0.25
    /// The most the onboarding genres can add with no liked or saved film, reached when every genre of a film was
    /// picked; it yields to the likes as they come (``preferredGenreFilms``).
    ///
    /// 3 lets a single picked genre (Horror, Comedy, Western, Romance) fill a new user's first 10 with its films
    /// that the floor lets through.
    public var preferredGenre = 3.0
    /// The number of liked films (saves counting ``savedShare``) at which the onboarding genres weigh half.
    ///
    /// The term is `preferredGenre / (1 + reacted films / preferredGenreFilms)`, so what a new user picked is heard at
    /// once and what their likes say takes over as they accumulate.
    public var preferredGenreFilms = 5.0
    /// The share of the catalog at or under which a genre pick is heard whole.
    ///
    /// A pick that keeps a tenth of the catalog (Horror, Western) says much about a new user; one that keeps two thirds
    /// (Drama and Comedy) says little. The onboarding term and the audience prior read a pick's focus,
    /// `min(1, ln(share of films with a picked genre) / ln(preferredGenreFocusShare))`: the onboarding term is worth
    /// ``preferredGenre`` times it, and the audience prior is read among the picked genres' films to that extent.
    public var preferredGenreFocusShare = 0.1
    /// The most the audience prior can add, with no liked or saved film.
    ///
    /// A film's audience evidence from 0 to 1 (how many people rated it and how well) times this,
    /// yielding to likes as they come (``audienceFilms``). It is part of the quality term: it never lifts a film
    /// below ``qualityFloor``, and a taste-only score leaves it out with quality. Chosen with ``audienceMix`` and
    /// ``audienceFilms`` by `Scripts/eval --cold-tune` (docs/RANKING.md); 0 turns the prior off.
    public var audiencePrior = 45.0
    /// The share of a film's audience evidence its Bayesian mean rating carries; the rest is its reach.
    public var audienceMix = 0.3
    /// The number of liked films (saves counting ``savedShare``) that sets how fast the audience prior yields: it is
    /// `audiencePrior / (1 + reacted films / audienceFilms)^audienceFade`.
    public var audienceFilms = 1.0
    /// How steeply the audience prior yields to likes (``audienceFilms``): 2 keeps most of it for a first like and
    /// almost none of it for a long history (a 64th at 56 likes with 8 films), where 1 would keep a fifteenth.
    public var audienceFade = 2.0
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
    ///
    /// 6, since quality yields as a profile grows (``qualityYield``) and the penalty does not: a 4/10 film with the
    /// strongest co-rating evidence still trails a 7.5/10 film with none, whatever the profile's size.
    public var belowFloorPenalty = 6.0
    /// The quality below which a film is penalised.
    public var qualityFloor = 6.0
    /// Whether the floor reads the lower of the shrunk quality and the score the film shows: its critic average from
    /// ``floorReviewCount`` or more reviews, else its audience mean on 10 points, so no pick shows a score under 6/10.
    ///
    /// Shrinking pulls a 5.6 from 125 reviews up to about 5.8, so with quality yielding to a long profile such a
    /// film could reach the top 10 on co-rating evidence; reading the shown score keeps it out.
    public var floorReadsShownScore = true
    /// The fewest reviews for which the floor reads the critic average rather than the audience's.
    public var floorReviewCount = 5
    /// Points when the film itself is saved (Kino: 0.6).
    public var savedItself = 0.6
    /// Points when the film itself is liked (Kino: 0.3).
    public var likedItself = 0.3
    /// How many reviews' worth of the catalog mean every critic score is shrunk toward.
    ///
    /// With 20, a 9.5 from 3 reviews counts as about 7.5, while an 8.8 from 200 stays about 8.7.
    public var priorReviewCount = 20.0
    /// Shrunk critic score at or above which a film is a "Critic favorite" (Kino: 8.2).
    public var criticFavoriteThreshold = 8.2
    /// Shrunk critic score at or above which a film is "Highly rated" (Kino: 7.8).
    public var highlyRatedThreshold = 7.8
    /// Points taken off, while picking, for each already-picked film from the same decade.
    public var sameDecadePenalty = 0.3
    /// Points taken off, while picking, per already-picked film, scaled by genre overlap (Jaccard).
    public var genreOverlapPenalty = 0.45
    /// The most reasons a pick carries; each is a real term of its score.
    public var maximumReasons = 3

    /// The weights as shipped.
    public static let standard = RankingWeights()

    /// The weights the form's local engine ranks with: the standard ones with the onboarding genres at 1.2 and no
    /// audience prior.
    ///
    /// On the form the request leads and the profile only weighs in, so a picked genre lifts a film without unseating
    /// the film that best fits the year and runtime asked for; the feed's 3 would. The audience prior is the feed's
    /// guess at what a new user will like before they say; on the form they have said, so quality alone ranks there.
    public static let form: RankingWeights = {
        var weights = RankingWeights()
        weights.preferredGenre = 1.2
        weights.audiencePrior = 0
        return weights
    }()

    /// Creates the standard weights; adjust fields individually.
    public init() {}
}
