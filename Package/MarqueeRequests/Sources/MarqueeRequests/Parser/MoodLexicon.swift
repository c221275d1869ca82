import MarqueeDomain

/// Mood words, each mapped to the genres that express it.
///
/// Moods lift films rather than filter them. Negated ("nothing scary"), a mood turns away from
/// `whenAvoided` instead: "nothing scary" excludes Horror but not every Thriller.
enum MoodLexicon {
    /// One mood word's meaning.
    struct Entry: Sendable {
        /// The mood, with its canonical word.
        let mood: AskMood
        /// The genres to turn away from when the mood is negated.
        let whenAvoided: GenreSet
        /// A running-time floor the word implies ("epic").
        let minimumRuntime: Int?
        /// The genre the word asks for outright: "scary" and "frightening" mean Horror.
        var wanted: GenreSet = []
    }

    private static func mood(_ word: String, _ genres: GenreSet, avoiding: GenreSet? = nil) -> Entry {
        Entry(mood: AskMood(word: word, genres: genres), whenAvoided: avoiding ?? genres, minimumRuntime: nil)
    }

    private static let feelGood = mood("feel-good", [.comedy, .family])
    private static let scary = Entry(
        mood: AskMood(word: "scary", genres: [.horror, .thriller]), whenAvoided: [.horror], minimumRuntime: nil,
        wanted: [.horror])
    private static let mindBending = mood("mind-bending", [.sciFi, .mystery])
    // A mood that is its genre's own adjective asks for the genre, as "scary" asks for Horror: "romantic films" are
    // romances, "dramatic films" dramas; "emotional" only lifts dramas.
    private static let romantic = Entry(
        mood: AskMood(word: "romantic", genres: [.romance]), whenAvoided: [.romance], minimumRuntime: nil,
        wanted: [.romance])
    private static let dramatic = Entry(
        mood: AskMood(word: "emotional", genres: [.drama]), whenAvoided: [.drama], minimumRuntime: nil,
        wanted: [.drama])
    private static let emotional = mood("emotional", [.drama])
    private static let funny = mood("funny", [.comedy])
    private static let dark = mood("dark", [.crime, .thriller], avoiding: [.horror, .crime])
    private static let cozy = mood("cozy", [.family, .animation])
    private static let exciting = mood("exciting", [.action, .thriller])
    private static let epic = Entry(
        mood: AskMood(word: "epic", genres: [.adventure]), whenAvoided: [.adventure],
        minimumRuntime: RuntimeRules.longMinimum
    )

    static let table = PhraseTable<Entry>([
        ("feel good", feelGood), ("feelgood", feelGood), ("uplifting", feelGood), ("cheerful", feelGood),
        ("fun", feelGood),
        ("heartwarming", feelGood), ("heart warming", feelGood), ("wholesome", feelGood), ("happy", feelGood),
        ("lighthearted", feelGood), ("light hearted", feelGood), ("lighter", feelGood), ("upbeat", feelGood),
        ("gute laune", feelGood), ("scary", scary), ("scarier", scary),
        (
            "creepy",
            Entry(
                mood: AskMood(word: "creepy", genres: [.horror, .thriller]), whenAvoided: [.horror],
                minimumRuntime: nil, wanted: [.horror])
        ),
        ("spooky", scary), ("frightening", scary), ("terrifying", scary), ("chilling", scary), ("gruselig", scary),
        ("mind bending", mindBending), ("mindbending", mindBending), ("mind blowing", mindBending),
        ("trippy", mood("trippy", [.sciFi, .mystery])), ("cerebral", mindBending), ("romantic", romantic),
        ("romantisch", romantic), ("traurig", mood("sad", [.drama])), ("dramatisch", dramatic),
        ("dramatic", dramatic),
        ("dusteres", dark), ("duster", dark), ("aufregend", exciting), ("date night", mood("date night", [.romance])),
        ("emotional", emotional), ("tearjerker", emotional), ("tear jerker", emotional),
        ("sad", mood("sad", [.drama])), ("moving", emotional), ("touching", emotional),
        ("heartbreaking", emotional), ("thought provoking", emotional), ("funny", funny), ("funnier", funny),
        ("laugh", funny), ("hilarious", funny), ("silly", funny), ("lustig", funny), ("witzig", funny),
        ("epic", epic), ("adventurous", mood("adventurous", [.adventure])),
        ("swashbuckling", mood("adventurous", [.adventure])),
        ("dark", dark), ("darker", dark), ("gritty", dark), ("bleak", dark), ("cozy", cozy), ("cosy", cozy),
        ("comforting", cozy), ("gemutlich", cozy), ("family", mood("family", [.family, .animation])),
        ("exciting", exciting), ("thrilling", exciting), ("action packed", exciting), ("intense", exciting),
        ("spannend", exciting), ("inspiring", mood("inspiring", [.biography, .sport])),
        ("inspirational", mood("inspiring", [.biography, .sport])), ("whimsical", mood("whimsical", [.fantasy])),
        ("magical", mood("whimsical", [.fantasy])),
    ])

    /// Matches a mood word at `index`; moods also occur in titles, so they never end one.
    static func match(_ context: AskParseContext, at index: Int) -> AskRuleMatch? {
        guard let found = table.match(context.tokens, at: index) else { return nil }
        let entry = found.value
        // The reading keeps the user's own words ("lustig", not "funny"), which the reason quotes.
        let typed = context.raw(index..<(index + found.length))
        let reading = AskInterpretation(typed: typed, reading: .mood(entry.mood, wanted: entry.wanted))
        return AskRuleMatch(length: found.length, isClause: false) { criteria in
            criteria.add(entry.mood)
            if !criteria.interpretations.contains(where: { $0.reading == reading.reading }) {
                criteria.interpretations.append(reading)
            }
            if !entry.wanted.isEmpty { criteria.want([entry.wanted]) }
            if let minimum = entry.minimumRuntime { criteria.minimumRuntime = minimum }
        }
    }
}
