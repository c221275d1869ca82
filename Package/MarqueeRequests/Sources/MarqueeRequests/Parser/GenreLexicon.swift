import MarqueeDomain

/// Genre words and their synonyms, each mapped to the genre requirements it adds.
///
/// Most words add one genre. A few name a blend: "rom-com" needs both Romance and Comedy. Themes the catalog has no
/// signal for (heist, zombies, vampires, time travel, space, superheroes, a twist) are deliberately absent: the
/// catalog knows genres only, so `ThemeRules` reports those words as not used.
enum GenreLexicon {
    static let table = PhraseTable<[GenreSet]>(names + synonyms)

    /// Every genre by its own name, except Family (see below).
    private static let names: [(String, [GenreSet])] = Genre.allCases.filter { $0 != .family }.map { genre in
        (genre.rawValue.lowercased(), [GenreSet([genre])])
    }

    private static let synonyms: [(String, [GenreSet])] = [
        ("sci fi", [[.sciFi]]), ("scifi", [[.sciFi]]), ("science fiction", [[.sciFi]]), ("sf", [[.sciFi]]),
        ("alien", [[.sciFi]]), ("robot", [[.sciFi]]), ("dystopian", [[.sciFi]]), ("rom com", [[.romance], [.comedy]]),
        ("romcom", [[.romance], [.comedy]]),
        ("romantic comedy", [[.romance], [.comedy]]), ("horror comedy", [[.horror], [.comedy]]),
        ("animated", [[.animation]]), ("cartoon", [[.animation]]), ("anime", [[.animation]]),
        ("pixar", [[.animation]]), ("zeichentrick", [[.animation]]), ("trickfilm", [[.animation]]),
        ("doc", [[.documentary]]), ("docu", [[.documentary]]), ("documentary", [[.documentary]]),
        ("dokumentation", [[.documentary]]), ("dokumentarfilm", [[.documentary]]), ("doku", [[.documentary]]),
        ("biopic", [[.biography]]), ("biographical", [[.biography]]), ("true story", [[.biography]]),
        ("based on a true story", [[.biography]]), ("comedic", [[.comedy]]), ("komodie", [[.comedy]]),
        ("horrorfilm", [[.horror]]), ("slasher", [[.horror]]), ("haunted house", [[.horror]]),
        ("ghost story", [[.horror]]), ("wwii", [[.war]]), ("ww2", [[.war]]), ("world war", [[.war]]),
        ("world war ii", [[.war]]), ("world war 2", [[.war]]), ("world war two", [[.war]]),
        ("second world war", [[.war]]), ("weltkrieg", [[.war]]), ("zweiter weltkrieg", [[.war]]),
        ("romantik", [[.romance]]), ("liebesfilm", [[.romance]]), ("kriegsfilm", [[.war]]),
        ("suspense", [[.thriller]]), ("spy", [[.thriller]]), ("krimi", [[.crime]]),
        ("gangster", [[.crime]]), ("mafia", [[.crime]]), ("mob", [[.crime]]), ("noir", [[.crime]]),
        ("film noir", [[.crime]]), ("detective", [[.mystery]]), ("whodunit", [[.mystery]]),
        ("whodunnit", [[.mystery]]), ("murder mystery", [[.mystery], [.crime]]), ("cowboy", [[.western]]),
        ("spaghetti western", [[.western]]), ("war film", [[.war]]), ("war movie", [[.war]]),
        ("krieg", [[.war]]), ("liebe", [[.romance]]), ("dokumentar", [[.documentary]]),
        ("abenteuer", [[.adventure]]), ("love story", [[.romance]]),
        ("historical", [[.history]]), ("period piece", [[.history]]), ("period drama", [[.history], [.drama]]),
        ("martial arts", [[.action]]), ("kung fu", [[.action]]), ("actionfilm", [[.action]]),
        ("sports", [[.sport]]), ("musical", [[.musical]]), ("concert", [[.music]]),
        ("disaster", [[.action], [.drama]]), ("fairy tale", [[.fantasy]]), ("magic", [[.fantasy]]),
        ("dragon", [[.fantasy]]), ("sword and sorcery", [[.fantasy]]),
        // German for the genres the app names in German (GenreStrings), and their common film words. "Geschichte",
        // the app's name for History, is left out: it is also "story" ("eine wahre Geschichte").
        ("musik", [[.music]]), ("konzert", [[.music]]), ("biografie", [[.biography]]), ("biographie", [[.biography]]),
        ("historisch", [[.history]]), ("historienfilm", [[.history]]), ("geschichtsfilm", [[.history]]),
        ("kriminalfilm", [[.crime]]), ("marchen", [[.fantasy]]), ("spionage", [[.thriller]]),
        ("katastrophe", [[.action], [.drama]]), ("dramen", [[.drama]]), ("historien", [[.history]]),
        ("kriminal", [[.crime]]), ("liebes", [[.romance]]), ("sportler", [[.sport]]),
        // Genre adjectives, which name their genre as the noun does ("a fantastical film", "animierte Filme"); the
        // German ones take the adjective endings. "fantastisch" is left out: it is mostly praise ("great").
        ("fantastical", [[.fantasy]]), ("mysterious", [[.mystery]]), ("animiert", [[.animation]]),
        ("biografisch", [[.biography]]), ("biographisch", [[.biography]]), ("dokumentarisch", [[.documentary]]),
        ("musikalisch", [[.music]]), ("komisch", [[.comedy]]), ("mysterios", [[.mystery]]),
        ("geschichtlich", [[.history]]),
    ]

    // "family" is a mood (see ``MoodLexicon``): "family movies" lifts Family and Animation rather than
    // demanding the Family genre, which the catalog gives only about 500 films.

    /// Matches a genre word at `index`; genre words also occur in titles, so they never end one.
    static func match(_ context: AskParseContext, at index: Int) -> AskRuleMatch? {
        guard let found = table.match(context.tokens, at: index) else { return nil }
        return wanting(found.value, at: index, length: found.length, in: context)
    }

    /// Asks for the genres a word names.
    ///
    /// A genre the catalog holds too few films of ("historical" where almost no film is tagged History) is left out
    /// and the word, as typed, reported as not used, so the answer is the rest of the request rather than nothing; it
    /// is kept among the themes too, so it is never taken for a person's name.
    static func wanting(_ groups: [GenreSet], at index: Int, length: Int, in context: AskParseContext) -> AskRuleMatch {
        let sparse = context.sparseGenres
        let answerable = groups.map { GenreSet(rawValue: $0.rawValue & ~sparse.rawValue) }.filter { !$0.isEmpty }
        let typed = context.raw(index..<(index + length))
        return AskRuleMatch(length: length, isClause: false) { criteria in
            criteria.want(answerable)
            if answerable.count < groups.count {
                criteria.unusedWords.append(typed)
                criteria.themes.append(typed)
            }
        }
    }
}
