import MarqueeDomain

/// Small word lists every rule shares: plurals, film nouns, filler words and where a title or name ends.
enum AskWords {
    /// Nouns for a film, singular; "movies" and "films" fold onto them.
    static let movieNouns: Set<String> = [
        "movie", "film", "flick", "pic", "picture", "one", "title", "feature", "filme", "filmen",
    ]

    /// Words that carry no criteria and never start a name: closed-class words only.
    ///
    /// Articles and determiners, pronouns, prepositions, conjunctions, auxiliaries and modals, degree words and
    /// quantifiers, the words of asking itself ("please", "show me", "I'd like", "recommend") and when the film is
    /// for ("tonight": every pick is). A word that says something about the film, such as "underrated", "cult" or
    /// "beautiful", is never here: a rule acts on it or the answer reports it as not used.
    static let fillers: Set<String> = [
        // Articles, determiners and quantifiers.
        "a", "an", "the", "some", "any", "all", "few", "many", "much", "more", "most", "less", "lot", "lots", "bit",
        "little", "other", "another", "this", "these", "those", "what", "which", "kind", "sort", "type",
        "something", "anything",
        // Pronouns.
        "me", "us", "i", "im", "id", "we", "you", "my", "our", "it", "its", "that", "who", "there", "here",
        // Prepositions and conjunctions.
        "to", "for", "of", "with", "in", "on", "at", "from", "about", "into", "by", "and", "or", "but",
        // Auxiliaries and modals.
        "is", "are", "be", "was", "can", "could", "would", "should", "have", "has", "had", "do", "does", "did",
        // Degree words and hedges.
        "just", "maybe", "really", "very", "quite", "pretty", "kinda", "sorta", "ish", "only", "also", "even", "too",
        "so",
        // Asking, and when the film is for.
        "please", "give", "show", "find", "recommend", "suggest", "want", "need", "looking", "look", "watch", "see",
        "get", "like", "love", "feel", "tonight", "tonights", "today", "night", "evening", "weekend",
        // The same in German.
        "ein", "eine", "einen", "einem", "einer", "den", "der", "die", "das", "aus", "und", "oder", "mit", "fur",
        "uber", "etwas", "ich", "mir", "will", "mochte", "suche", "zeig", "bitte", "mal", "gern", "gerne", "sehr",
        "heute", "abend", "als", "aber", "zeige", "gib", "kann", "einige", "paar",
    ]

    /// Words that end a title or a name because they start a new clause.
    static let clauseWords: Set<String> = [
        "but", "that", "which", "who", "only", "though", "although", "except", "without", "please", "just", "so",
        "because", "since", "where", "when", "while", "yet", "aber",
    ]

    /// Whether a token is a film noun, plural or not.
    static func isMovieNoun(_ token: AskToken) -> Bool {
        !token.isBreak && movieNouns.contains { matches(token.text, $0) }
    }

    /// Whether a folded word is the lexicon word or a plural of it, or, when `inflected`, the word with a German
    /// adjective ending.
    static func matches(_ word: String, _ entry: String, inflected: Bool = true) -> Bool {
        if word == entry { return true }
        guard entry.count >= 3, word.count > entry.count, word.count <= entry.count + 3,
            word.hasPrefix(entry.dropLast())
        else {
            return false
        }
        if WordForms.singulars(of: word).contains(entry) { return true }
        // German adjectives inflect: "lustiger", "gruselige", "spannenden", "romantisches" are the table's word.
        return inflected && entry.count >= 5 && ["e", "er", "en", "es", "em"].contains { word == entry + $0 }
    }
}
