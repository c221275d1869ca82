import MarqueeDomain
import Testing

@testable import MarqueeRequests

/// The filler list holds closed-class words only, so no word that says something about a film is dropped unsaid.
struct AskFillerHonestyTests {
    /// English and German closed-class words: articles, determiners and quantifiers, pronouns, prepositions,
    /// conjunctions, auxiliaries and modals, degree words, the words of asking, and when the film is for.
    ///
    /// Fixed here, apart from the parser's list, so that a word added to the fillers must be added here too, in
    /// review, as the closed-class word it is.
    private static let closedClass: Set<String> = [
        "a", "an", "the", "some", "any", "all", "few", "many", "much", "more", "most", "less", "lot", "lots", "bit",
        "little", "other", "another", "this", "these", "those", "what", "which", "kind", "sort", "type",
        "something", "anything", "me", "us", "i", "im", "id", "we", "you", "my", "our", "it", "its", "that", "who",
        "there", "here", "to", "for", "of", "with", "in", "on", "at", "from", "about", "into", "by", "and", "or",
        "but", "is", "are", "be", "was", "can", "could", "would", "should", "have", "has", "had", "do", "does",
        "did", "just", "maybe", "really", "very", "quite", "pretty", "kinda", "sorta", "ish", "only", "also", "even",
        "too", "so", "please", "give", "show", "find", "recommend", "suggest", "want", "need", "looking", "look",
        "watch", "see", "get", "like", "love", "feel", "tonight", "tonights", "today", "night", "evening",
        "weekend", "ein", "eine", "einen", "einem", "einer", "den", "der", "die", "das", "aus", "und", "oder",
        "mit", "fur", "uber", "etwas", "ich", "mir", "will", "mochte", "suche", "zeig", "bitte", "mal", "gern",
        "gerne", "sehr", "heute", "abend", "als", "aber", "zeige", "gib", "kann", "einige", "paar",
    ]

    @Test("Every filler is a closed-class word")
    func fillersAreClosedClass() {
        #expect(AskWords.fillers.subtracting(Self.closedClass) == [])
    }

    @Test(
        "A word that says something about the film is acted on or reported, never dropped",
        arguments: [
            "hidden", "cult", "indie", "independent", "weird", "strange", "cheesy", "smart", "clever", "beautiful",
            "interesting", "nice", "cool",
        ]
    )
    func openClassWordsAreReported(word: String) {
        let criteria = AskIntentParser(catalogYears: 1920...2016).parse("a \(word) thriller")

        #expect(criteria.unusedWords == [word])
        #expect(criteria.wantedGenres == [[.thriller]])
    }

    @Test("Plain praise asks for well-rated films, \"new\" for recent ones and \"fun\" for feel-good ones")
    func praiseNewAndFunAreActedOn() {
        let parser = AskIntentParser(catalogYears: 1920...2016)

        #expect(parser.parse("a good thriller").favorsAcclaim)
        #expect(parser.parse("great comedies").favorsAcclaim)
        #expect(parser.parse("a good thriller").unusedWords == [])
        #expect(parser.parse("something new").years == 2009...2016)
        #expect(parser.parse("a fun movie").moods.map(\.word) == ["feel-good"])
    }

    @Test(
        "Words about how well known a film is are acted on from its rating counts (AskPopularityTests)",
        arguments: ["underrated", "overlooked", "gem", "obscure", "popular", "famous"]
    )
    func popularityWordsAreActedOn(word: String) {
        let criteria = AskIntentParser(catalogYears: 1920...2016).parse("a \(word) thriller")

        #expect(criteria.unusedWords == [])
        #expect(criteria.popularity != nil)
        #expect(criteria.wantedGenres == [[.thriller]])
    }
}
