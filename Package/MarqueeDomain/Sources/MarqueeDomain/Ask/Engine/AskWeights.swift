/// The tuning constants of the offline answer, on top of the taste ranking's ``RankingWeights``.
public struct AskWeights: Hashable, Sendable {
    /// Points for each mood of the request a film expresses.
    public var mood = 3.0
    /// Points for a film in the asked language rather than only from an asked country ("French films").
    public var language = 0.75
    /// Points for sharing every genre with the reference film, scaled by rarity-weighted genre overlap.
    public var similarGenres = 5.0
    /// Points for being from the reference film's year, falling to nothing `similarEraSpan` years away.
    public var similarEra = 1.0
    /// How many years apart two films stop counting as from the same era.
    public var similarEraSpan = 15.0
    /// The most points for a film the reference film's fans also liked (the co-rating model), given to its
    /// strongest neighbour; weaker neighbours get their share.
    public var coLiked = 4.0
    /// How much the profile counts in an answer: a fraction of its taste points, so it only breaks ties among
    /// films that fit the request and one like cannot decide an unrelated question.
    public var profileShare = 0.05
    /// Points for sharing a director with the reference film.
    public var sameDirector = 2.0
    /// Points for each cast member shared with the reference film.
    public var sharedCast = 0.5
    /// The most shared cast can add.
    public var sharedCastCap = 1.0
    /// When the request asks for the best, how many extra points each point of shrunk critic score above
    /// the catalog mean is worth (and each point below costs).
    public var acclaim = 1.0

    /// The weights as shipped.
    public static let standard = AskWeights()

    /// Creates the standard weights; adjust fields individually.
    public init() {}
}
