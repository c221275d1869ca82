import MarqueeDomain

/// Themes people ask for that the catalog carries no signal for: "zombie comedies", "heist thrillers",
/// "Kurosawa samurai films", "time travel", "eine Komödie mit Zombies".
///
/// The catalog knows genres, years, people, runtime, rating and origin, not what a film is about, so a theme is
/// never guessed from a genre. It is recognised only so it is reported as not used, and so it is never taken for a
/// person: "zombie" must not become Rob Zombie, "mit Zombies" is no cast member, and "samurai" must not hide
/// "Kurosawa" in a run of unknown words.
public enum ThemeRules {
    static let table = PhraseTable<Bool>(
        [
            "zombie", "vampire", "vampir", "werewolf", "werwolf", "heist", "samurai", "ninja", "superhero",
            "super hero", "superheld", "superhelden", "space", "outer space", "weltraum", "weltall", "time travel",
            "time traveling", "time travelling", "zeitreise", "twist", "twist ending", "plot twist", "dinosaur",
            "dinosaurier", "shark", "pirate", "pirat", "piraten", "road trip", "roadtrip",
        ].map { ($0, true) },
        // Themes are nouns: their plurals fold ("zombies", "Piraten"), but an adjective ending would read a longer
        // word as the theme, the film "Twister" as "twist".
        inflects: false)

    /// Matches a theme at `index` and keeps it, as typed, among the words not used.
    static func match(_ context: AskParseContext, at index: Int) -> AskRuleMatch? {
        guard let found = table.match(context.tokens, at: index) else { return nil }
        let typed = context.raw(index..<(index + found.length))
        return AskRuleMatch(length: found.length, isClause: false) {
            $0.unusedWords.append(typed)
            $0.themes.append(typed)
        }
    }
}
