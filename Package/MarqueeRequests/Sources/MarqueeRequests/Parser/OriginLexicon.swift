import MarqueeDomain

/// Languages and countries: "French films", "in Spanish", "from Japan", "Korean movies", "Bollywood".
///
/// A nationality word asks for the language or the country ("French" is French-language or made in
/// France); "in Spanish" asks only for the language, "from Mexico" only for the country.
enum OriginLexicon {
    private static func both(_ languages: Set<String>, _ countries: Set<String>) -> AskOrigin {
        AskOrigin(languages: languages, countries: countries)
    }

    private static let chineseLanguages: Set<String> = ["Chinese", "Mandarin", "Cantonese"]
    private static let chineseCountries: Set<String> = ["People's Republic of China", "Hong Kong", "Taiwan"]
    /// India's film languages as the catalog spells them: an Indian film is as often Bengali or Tamil as Hindi, and
    /// films in the language rank before films only made in the country.
    private static let indianLanguages: Set<String> = ["Hindi", "Bangla", "Tamil", "Telugu", "Marathi", "Malayalam"]

    /// Nationality words: language or country.
    static let nationalities = PhraseTable<AskOrigin>([
        ("french", both(["French"], ["France"])), ("japanese", both(["Japanese"], ["Japan"])),
        ("korean", both(["Korean"], ["South Korea"])), ("south korean", both(["Korean"], ["South Korea"])),
        ("spanish", both(["Spanish"], ["Spain"])), ("italian", both(["Italian"], ["Italy", "Kingdom of Italy"])),
        ("german", both(["German"], ["Germany", "West Germany", "East Germany"])),
        ("bollywood", both(["Hindi"], [])), ("indian", both(indianLanguages, ["India"])),
        ("hindi", both(["Hindi"], [])), ("chinese", both(chineseLanguages, chineseCountries)),
        ("mandarin", both(["Mandarin", "Standard Chinese"], [])),
        ("cantonese", both(["Cantonese", "Yue Chinese"], [])),
        ("hong kong", both(["Cantonese", "Yue Chinese"], ["Hong Kong"])), ("taiwanese", both([], ["Taiwan"])),
        ("swedish", both(["Swedish"], ["Sweden"])), ("danish", both(["Danish"], ["Denmark"])),
        ("norwegian", both(["Norwegian"], ["Norway"])), ("finnish", both(["Finnish"], ["Finland"])),
        ("icelandic", both(["Icelandic"], ["Iceland"])), ("russian", both(["Russian"], ["Russia", "Soviet Union"])),
        ("soviet", both(["Russian"], ["Soviet Union"])), ("polish", both(["Polish"], ["Poland"])),
        ("czech", both(["Czech"], ["Czech Republic", "Czechoslovakia"])),
        ("hungarian", both(["Hungarian"], ["Hungary"])),
        ("romanian", both(["Romanian"], ["Romania"])), ("greek", both(["Greek"], ["Greece"])),
        ("turkish", both(["Turkish"], ["Turkey"])), ("iranian", both(["Persian"], ["Iran"])),
        ("persian", both(["Persian"], ["Iran"])), ("arabic", both(["Arabic"], [])),
        ("israeli", both(["Hebrew"], ["Israel"])),
        ("hebrew", both(["Hebrew"], [])), ("dutch", both(["Dutch"], ["Netherlands", "Kingdom of the Netherlands"])),
        ("belgian", both([], ["Belgium"])), ("portuguese", both(["Portuguese"], ["Portugal"])),
        ("brazilian", both([], ["Brazil"])), ("mexican", both([], ["Mexico"])), ("argentine", both([], ["Argentina"])),
        ("argentinian", both([], ["Argentina"])), ("thai", both(["Thai"], ["Thailand"])),
        ("vietnamese", both(["Vietnamese"], ["Vietnam"])),
        ("british", both([], ["United Kingdom", "Kingdom of Great Britain"])),
        ("english", both([], ["United Kingdom", "Kingdom of Great Britain"])),
        ("american", both([], ["United States"])),
        ("hollywood", both([], ["United States"])), ("canadian", both([], ["Canada"])),
        ("australian", both([], ["Australia"])), ("irish", both([], ["Ireland"])), ("austrian", both([], ["Austria"])),
        ("swiss", both([], ["Switzerland"])), ("new zealand", both([], ["New Zealand"])),
        ("french language", both(["French"], [])),
        // German nationality adjectives by their stem: "deutscher Krimi", "französische Komödien", "ein
        // italienisches Drama" take the adjective endings (`AskWords.matches`).
        ("deutsch", both(["German"], ["Germany", "West Germany", "East Germany"])),
        ("franzosisch", both(["French"], ["France"])),
        ("italienisch", both(["Italian"], ["Italy", "Kingdom of Italy"])),
        ("spanisch", both(["Spanish"], ["Spain"])), ("japanisch", both(["Japanese"], ["Japan"])),
        ("koreanisch", both(["Korean"], ["South Korea"])), ("sudkoreanisch", both(["Korean"], ["South Korea"])),
        ("chinesisch", both(chineseLanguages, chineseCountries)), ("schwedisch", both(["Swedish"], ["Sweden"])),
        ("danisch", both(["Danish"], ["Denmark"])), ("norwegisch", both(["Norwegian"], ["Norway"])),
        ("finnisch", both(["Finnish"], ["Finland"])), ("islandisch", both(["Icelandic"], ["Iceland"])),
        ("russisch", both(["Russian"], ["Russia", "Soviet Union"])),
        ("sowjetisch", both(["Russian"], ["Soviet Union"])),
        ("polnisch", both(["Polish"], ["Poland"])),
        ("tschechisch", both(["Czech"], ["Czech Republic", "Czechoslovakia"])),
        ("ungarisch", both(["Hungarian"], ["Hungary"])), ("griechisch", both(["Greek"], ["Greece"])),
        ("turkisch", both(["Turkish"], ["Turkey"])), ("iranisch", both(["Persian"], ["Iran"])),
        ("israelisch", both(["Hebrew"], ["Israel"])),
        ("niederlandisch", both(["Dutch"], ["Netherlands", "Kingdom of the Netherlands"])),
        ("hollandisch", both(["Dutch"], ["Netherlands", "Kingdom of the Netherlands"])),
        ("belgisch", both([], ["Belgium"])), ("portugiesisch", both(["Portuguese"], ["Portugal"])),
        ("brasilianisch", both([], ["Brazil"])), ("mexikanisch", both([], ["Mexico"])),
        ("argentinisch", both([], ["Argentina"])), ("indisch", both(indianLanguages, ["India"])),
        ("britisch", both([], ["United Kingdom", "Kingdom of Great Britain"])),
        ("amerikanisch", both([], ["United States"])), ("us amerikanisch", both([], ["United States"])),
        ("kanadisch", both([], ["Canada"])), ("australisch", both([], ["Australia"])),
        ("irisch", both([], ["Ireland"])),
        ("osterreichisch", both([], ["Austria"])), ("schweizer", both([], ["Switzerland"])),
        ("neuseelandisch", both([], ["New Zealand"])), ("thailandisch", both(["Thai"], ["Thailand"])),
    ])

    /// Country names, for "from Japan", "made in France".
    static let countries = PhraseTable<AskOrigin>([
        ("france", both([], ["France"])), ("japan", both([], ["Japan"])), ("korea", both([], ["South Korea"])),
        ("south korea", both([], ["South Korea"])), ("spain", both([], ["Spain"])),
        ("italy", both([], ["Italy", "Kingdom of Italy"])),
        ("germany", both([], ["Germany", "West Germany", "East Germany"])),
        ("india", both([], ["India"])), ("china", both([], chineseCountries)), ("hong kong", both([], ["Hong Kong"])),
        ("taiwan", both([], ["Taiwan"])), ("sweden", both([], ["Sweden"])), ("denmark", both([], ["Denmark"])),
        ("norway", both([], ["Norway"])), ("russia", both([], ["Russia", "Soviet Union"])),
        ("mexico", both([], ["Mexico"])), ("brazil", both([], ["Brazil"])), ("iran", both([], ["Iran"])),
        ("uk", both([], ["United Kingdom"])), ("britain", both([], ["United Kingdom", "Kingdom of Great Britain"])),
        ("england", both([], ["United Kingdom"])), ("usa", both([], ["United States"])),
        ("america", both([], ["United States"])), ("the us", both([], ["United States"])),
        ("the united states", both([], ["United States"])), ("canada", both([], ["Canada"])),
        ("australia", both([], ["Australia"])), ("ireland", both([], ["Ireland"])),
        ("new zealand", both([], ["New Zealand"])), ("argentina", both([], ["Argentina"])),
        ("frankreich", both([], ["France"])), ("deutschland", both([], ["Germany", "West Germany"])),
        ("italien", both([], ["Italy", "Kingdom of Italy"])), ("spanien", both([], ["Spain"])),
        ("schweden", both([], ["Sweden"])), ("danemark", both([], ["Denmark"])),
        ("russland", both([], ["Russia", "Soviet Union"])),
        ("indien", both([], ["India"])), ("mexiko", both([], ["Mexico"])), ("brasilien", both([], ["Brazil"])),
        ("kanada", both([], ["Canada"])), ("australien", both([], ["Australia"])), ("irland", both([], ["Ireland"])),
        ("grossbritannien", both([], ["United Kingdom", "Kingdom of Great Britain"])),
        ("england", both([], ["United Kingdom"])), ("amerika", both([], ["United States"])),
        ("den usa", both([], ["United States"])), ("sudkorea", both([], ["South Korea"])),
    ])

    private static let countryPrepositions: Set<String> = ["from", "aus"]
    private static let languagePrepositions: Set<String> = ["in", "auf"]
    /// German language names after "auf": "auf Französisch", "auf Deutsch".
    private static let germanLanguages = PhraseTable<String>(
        [
            ("deutsch", "German"), ("franzosisch", "French"), ("italienisch", "Italian"), ("spanisch", "Spanish"),
            ("japanisch", "Japanese"), ("koreanisch", "Korean"), ("russisch", "Russian"), ("schwedisch", "Swedish"),
            ("danisch", "Danish"), ("englisch", "English"), ("hindi", "Hindi"), ("portugiesisch", "Portuguese"),
        ], inflects: false)
    private static let languageSuffixes: Set<String> = ["language", "speaking", "sprachig", "spoken"]

    /// Matches origin words at `index`.
    static func match(_ context: AskParseContext, at index: Int) -> AskRuleMatch? {
        let tokens = context.tokens
        var start = index
        if let word = context.word(at: index), word == "made" || word == "produced", context.word(at: index + 1) == "in"
        {
            start += 2
            if let country = countries.match(tokens, at: start) {
                return match(country.value, length: start - index + country.length, isClause: true)
            }
            return nil
        }
        if let word = context.word(at: index), countryPrepositions.contains(word) {
            if let country = countries.match(tokens, at: index + 1) {
                return match(country.value, length: 1 + country.length, isClause: true)
            }
        }
        if let word = context.word(at: index), languagePrepositions.contains(word),
            let english = context.word(at: index + 1), english == "english" || english == "englisch"
        {
            return match(AskOrigin(languages: ["English"]), length: 2, isClause: true)
        }
        if let word = context.word(at: index), word == "auf",
            let language = germanLanguages.match(tokens, at: index + 1)
        {
            return match(AskOrigin(languages: [language.value]), length: 1 + language.length, isClause: true)
        }
        if let word = context.word(at: index), languagePrepositions.contains(word),
            let language = nationalities.match(tokens, at: index + 1), !language.value.languages.isEmpty
        {
            return match(AskOrigin(languages: language.value.languages), length: 1 + language.length, isClause: true)
        }
        if let nationality = nationalities.match(tokens, at: index) {
            let end = index + nationality.length
            if let next = context.word(at: end), languageSuffixes.contains(next), !nationality.value.languages.isEmpty {
                return match(
                    AskOrigin(languages: nationality.value.languages), length: nationality.length + 1, isClause: false)
            }
            return match(nationality.value, length: nationality.length, isClause: false)
        }
        if let country = countries.match(tokens, at: start) {
            return match(country.value, length: country.length, isClause: false)
        }
        return nil
    }

    private static func match(_ origin: AskOrigin, length: Int, isClause: Bool) -> AskRuleMatch {
        AskRuleMatch(length: length, isClause: isClause) { $0.add(origin) }
    }
}
