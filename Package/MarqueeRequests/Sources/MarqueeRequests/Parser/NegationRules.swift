import MarqueeDomain

/// Turning away: "no horror", "without romance", "nothing scary", "not too gory", "isn't too violent",
/// "less dark", "no horror or war".
///
/// "not too", "less" and their kin are mild: a mature genre (Horror, War, Crime, Thriller) is then kept
/// when it is known to be rated PG-13 or milder. "no", "without", "nothing" exclude. Gore and violence have no
/// genre of their own, so turning away from them keeps horror milder and caps the rating at PG-13.
enum NegationRules {
    /// Genres whose films can be milder or harsher, so "not too" keeps the mild ones.
    static let matureGenres: GenreSet = [.horror, .war, .crime, .thriller]

    private enum Content: Sendable {
        case gore, rRated
    }

    private static let negators = PhraseTable<GenreAvoidance>([
        ("no", .exclude), ("not", .exclude), ("without", .exclude), ("nothing", .exclude), ("none", .exclude),
        ("avoid", .exclude), ("skip", .exclude), ("exclude", .exclude), ("excluding", .exclude),
        ("except", .exclude), ("minus", .exclude), ("never", .exclude), ("dont want", .exclude),
        ("do not want", .exclude), ("dont like", .exclude), ("do not like", .exclude), ("hate", .exclude),
        ("isnt", .exclude), ("arent", .exclude), ("not into", .exclude), ("ohne", .exclude), ("kein", .exclude),
        ("keine", .exclude), ("keinen", .exclude), ("nicht", .exclude), ("not too", .preferMilder),
        ("not very", .preferMilder), ("not overly", .preferMilder), ("not so", .preferMilder),
        ("not that", .preferMilder), ("not super", .preferMilder), ("not really", .preferMilder),
        ("isnt too", .preferMilder), ("arent too", .preferMilder), ("isnt very", .preferMilder),
        ("arent very", .preferMilder), ("isnt that", .preferMilder), ("arent that", .preferMilder),
        ("less", .preferMilder), ("nothing too", .preferMilder), ("not too much", .preferMilder),
        ("not much", .preferMilder), ("not a lot of", .preferMilder), ("light on", .preferMilder),
        ("low on", .preferMilder), ("nicht zu", .preferMilder), ("nicht so", .preferMilder),
        ("weniger", .preferMilder), ("wenig", .preferMilder),
    ])

    private static let contentWords = PhraseTable<Content>([
        ("gory", .gore), ("gore", .gore), ("bloody", .gore), ("blood", .gore), ("violent", .gore),
        ("violence", .gore), ("graphic", .gore), ("brutal", .gore), ("gruesome", .gore), ("disturbing", .gore),
        ("splatter", .gore), ("blutig", .gore), ("r rated", .rRated), ("rated r", .rRated),
    ])

    private static let skippable: Set<String> = [
        "too", "very", "any", "much", "a", "an", "the", "so", "overly", "more", "super", "really", "of", "lot", "lots",
        "that", "zu", "another", "other", "anymore", "einen", "ein", "eine",
    ]
    private static let joiners: Set<String> = ["or", "and", "nor", ",", "oder", "und", "noch"]

    /// Matches a negation and what it turns away from at `index`.
    static func match(_ context: AskParseContext, at index: Int) -> AskRuleMatch? {
        guard let negator = negators.match(context.tokens, at: index) else { return nil }
        var cursor = index + negator.length
        var edits: [(inout AskCriteria) -> Void] = []
        while true {
            var skipped = 0
            while skipped < 3, let word = context.word(at: cursor), skippable.contains(word) {
                cursor += 1
                skipped += 1
            }
            guard let target = findTarget(context, at: cursor, strength: negator.value) else { break }
            edits.append(target.apply)
            cursor += target.length
            // After a comma only a target right away goes on turning away: "nothing scary, a comedy" asks for the
            // comedy, while "no horror, war or crime" avoids all three.
            let pause = context.tokens.indices.contains(cursor) && context.tokens[cursor].isBreak
            guard cursor < context.tokens.count, joiners.contains(context.tokens[cursor].text),
                findTarget(context, at: cursor + 1, strength: negator.value) != nil
                    || (!pause && context.word(at: cursor + 1).map(skippable.contains) == true)
            else { break }
            cursor += 1
        }
        guard !edits.isEmpty else { return nil }
        return AskRuleMatch(length: cursor - index, isClause: true) { criteria in
            for edit in edits { edit(&criteria) }
        }
    }

    private static func findTarget(
        _ context: AskParseContext, at index: Int, strength: GenreAvoidance
    ) -> (length: Int, apply: (inout AskCriteria) -> Void)? {
        let tokens = context.tokens
        if let content = contentWords.match(tokens, at: index) {
            return (
                content.length,
                { criteria in
                    if content.value == .gore { criteria.avoid(.horror, .preferMilder) }
                    criteria.cap(at: .pg13)
                }
            )
        }
        if let genre = GenreLexicon.table.match(tokens, at: index) {
            // A blend turns away from its first genre: "no rom-coms" drops romances, not every comedy.
            let genres = genre.value.first ?? []
            return (genre.length, { avoid(genres, strength, in: &$0) })
        }
        if let mood = MoodLexicon.table.match(tokens, at: index) {
            return (mood.length, { avoid(mood.value.whenAvoided, strength, in: &$0) })
        }
        return titleWords(context, at: index)
    }

    /// A theme, or words no rule knows, turned away from: "not batman", "without zombies".
    ///
    /// "but not Jurassic Park", "not another superhero movie": the catalog knows no plot keywords, so they are read
    /// as words a title must not contain, shown as that reading and reported as not used when no pick had them.
    private static func titleWords(
        _ context: AskParseContext, at index: Int
    ) -> (length: Int, apply: (inout AskCriteria) -> Void)? {
        var length = ThemeRules.table.match(context.tokens, at: index)?.length ?? 0
        if length == 0 {
            while length < maximumTitleWords, let word = context.word(at: index + length),
                !context.isKnownWord(at: index + length), !joiners.contains(word)
            {
                length += 1
            }
        }
        guard length > 0 else { return nil }
        let words = (index..<(index + length)).compactMap { context.word(at: $0) }
        let typed = context.raw(index..<(index + length))
        return (
            length,
            { criteria in
                guard !criteria.excludedTitleWords.contains(words) else { return }
                criteria.excludedTitleWords.append(words)
                criteria.interpretations.append(AskInterpretation(typed: typed, reading: .titleWithout(words)))
            }
        )
    }

    /// The most words a negated title or theme runs to.
    private static let maximumTitleWords = 4

    private static func avoid(_ genres: GenreSet, _ strength: GenreAvoidance, in criteria: inout AskCriteria) {
        for genre in genres {
            let mild = strength == .preferMilder && matureGenres.contains(genre)
            criteria.avoid(genre, mild ? .preferMilder : .exclude)
        }
    }
}
