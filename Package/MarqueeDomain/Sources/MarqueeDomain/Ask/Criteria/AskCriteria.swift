/// What a plain-English request asks for, as data: the offline engine filters and ranks by it, and screens
/// show it back to the user ("Horror · 1990–1999 · not too gory").
public struct AskCriteria: Hashable, Sendable {
    /// The largest number of picks a request may ask for ("50 movies" gives 20).
    public static let maximumCount = 20

    /// Genre requirements, all of which a pick must meet; each is met by any genre in it.
    public var wantedGenres: [GenreSet]
    /// Genres turned away, and how firmly.
    public var avoidedGenres: [Genre: GenreAvoidance]
    /// The release years a pick must fall in.
    public var years: ClosedRange<Int>?
    /// The shortest running time wanted, in minutes.
    public var minimumRuntime: Int?
    /// The longest running time wanted, in minutes.
    public var maximumRuntime: Int?
    /// Mood words and the genres they stand for; they lift matching films rather than filter.
    public var moods: [AskMood]
    /// The title after "like" or "similar to", as written; the offline ask engine finds the film.
    public var reference: String?
    /// Directors and cast named in the request, as written.
    public var people: [PersonMention]
    /// The language or country asked for.
    public var origin: AskOrigin?
    /// The most mature rating allowed ("for kids" is PG).
    public var maximumRating: ContentRating?
    /// Whether the request asks for the best ("best", "highly rated"), which weighs critics more.
    public var favorsAcclaim: Bool
    /// Whether every pick must have won an Oscar ("oscar-winning", "award-winning").
    public var wonOscar: Bool
    /// How many picks were asked for, at most ``maximumCount``.
    public var count: Int?
    /// The one rating asked for ("rated R"), which a pick must have.
    public var requiredRating: ContentRating?
    /// Runs of words no rule could use, as typed ("heist", "set in New York"); the engine tries each as a
    /// well-known person's name and reports the rest as not used.
    public var unusedWords: [String]
    /// Themes asked for that the catalog carries no signal for ("zombie", "heist"), as typed; each is also among
    /// ``unusedWords``, and is never taken for a person's name (Rob Zombie).
    public var themes: [String]
    /// How well known the picks should be: "popular", "famous" ask for many ratings, "underrated", "hidden gem"
    /// for few ratings and a high score.
    public var popularity: AskPopularity?
    /// Words a pick's title must not contain, folded: "not batman", "without zombies", "but not Jurassic Park".
    public var excludedTitleWords: [[String]]
    /// Words read as something the catalog can answer rather than taken literally ("sad" as Drama, "silent" as
    /// films before 1930); each is shown, and reported as not used when it did not change the picks.
    public var interpretations: [AskInterpretation]
    /// Whether the request says "instead", so in a chat what it names replaces what came before.
    public var replacesEarlier: Bool

    /// Creates criteria; the default asks for nothing in particular.
    public init(
        wantedGenres: [GenreSet] = [],
        avoidedGenres: [Genre: GenreAvoidance] = [:],
        years: ClosedRange<Int>? = nil,
        minimumRuntime: Int? = nil,
        maximumRuntime: Int? = nil,
        moods: [AskMood] = [],
        reference: String? = nil,
        people: [PersonMention] = [],
        origin: AskOrigin? = nil,
        maximumRating: ContentRating? = nil,
        favorsAcclaim: Bool = false,
        wonOscar: Bool = false,
        count: Int? = nil,
        requiredRating: ContentRating? = nil,
        unusedWords: [String] = [],
        themes: [String] = [],
        popularity: AskPopularity? = nil,
        excludedTitleWords: [[String]] = [],
        interpretations: [AskInterpretation] = [],
        replacesEarlier: Bool = false
    ) {
        self.wantedGenres = wantedGenres
        self.avoidedGenres = avoidedGenres
        self.years = years
        self.minimumRuntime = minimumRuntime
        self.maximumRuntime = maximumRuntime
        self.moods = moods
        self.reference = reference
        self.people = people
        self.origin = origin
        self.maximumRating = maximumRating
        self.favorsAcclaim = favorsAcclaim
        self.wonOscar = wonOscar
        self.count = count
        self.requiredRating = requiredRating
        self.unusedWords = unusedWords
        self.themes = themes
        self.popularity = popularity
        self.excludedTitleWords = excludedTitleWords
        self.interpretations = interpretations
        self.replacesEarlier = replacesEarlier
    }

    /// Whether the request asked for nothing the engine can use.
    public var isEmpty: Bool {
        var understood = self
        understood.unusedWords = []
        understood.themes = []
        understood.replacesEarlier = false
        return understood == AskCriteria()
    }
}
