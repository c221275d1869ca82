/// Small word lists every rule shares: plurals, film nouns, filler words and where a title or name ends.
enum AskWords {
    /// Nouns for a film, singular; "movies" and "films" fold onto them.
    static let movieNouns: Set<String> = [
        "movie", "film", "flick", "pic", "picture", "one", "title", "feature", "filme", "filmen",
    ]

    /// Words that carry no criteria and never start a name.
    static let fillers: Set<String> = [
        "a", "an", "the", "some", "any", "something", "anything", "me", "us", "i", "im", "id", "we", "you", "my", "our",
        "please", "just", "maybe", "really", "very", "quite", "pretty", "good", "great", "nice", "cool", "fine",
        "give", "show", "find", "recommend", "suggest", "want", "need", "looking", "look", "watch", "see", "get",
        "tonight", "tonights", "today", "night", "evening", "weekend", "to", "for", "of", "that", "which", "who",
        "is", "are", "be", "was", "and", "or", "but", "with", "what", "kind", "sort", "type", "few", "more", "most",
        "less", "lot", "lots", "bit", "little", "kinda", "sorta", "ish", "other", "another", "new", "interesting",
        "fun", "weird", "strange", "cheesy", "cult", "indie", "independent", "obscure", "popular", "famous", "smart",
        "clever", "beautiful", "underrated", "overlooked", "hidden", "gem", "all", "only", "also", "even",
        "too", "so", "much", "many", "can", "could", "would", "should", "have", "has", "had", "do", "does", "did",
        "in", "on", "at", "from", "about", "into", "by", "it", "its", "this", "these", "those", "there", "here",
        "ein", "eine", "einen", "den", "der", "die", "das", "aus", "und", "oder", "mit", "fur", "bitte", "mal",
        "like", "love", "feel", "friends", "friend", "etwas", "was", "ich", "mochte", "will", "suche", "zeig", "mir",
        "heute", "abend", "gern", "gerne", "einem", "uber",
        "einer", "so", "sehr",
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
        if singulars(of: word).contains(entry) { return true }
        // German adjectives inflect: "lustiger", "gruselige", "spannenden", "romantisches" are the table's word.
        return inflected && entry.count >= 5 && ["e", "er", "en", "es", "em"].contains { word == entry + $0 }
    }

    /// The singular forms a plural could come from: `comedies` → `comedy`, `docs` → `doc`, `heroes` → `hero`.
    static func singulars(of word: String) -> [String] {
        var forms: [String] = []
        if word.hasSuffix("ies") { forms.append(String(word.dropLast(3)) + "y") }
        if word.hasSuffix("es") { forms.append(String(word.dropLast(2))) }
        if word.hasSuffix("s") || word.hasSuffix("e") || word.hasSuffix("n") { forms.append(String(word.dropLast())) }
        if word.hasSuffix("en") { forms.append(String(word.dropLast(2))) }
        return forms
    }
}
