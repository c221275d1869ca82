/// Every table of user-facing text, merged per language.
///
/// Each feature keeps its strings in its own file in its feature folder (`Feed/FeedStrings.swift`, …), with the
/// English and German versions side by side; a test checks that both languages have exactly the same keys and
/// placeholders.
public enum L10nTables {
    /// The tables of every feature, in no particular order.
    static let features: [any FeatureStrings.Type] = [
        CoreStrings.self,
        FeedStrings.self,
        ReactionStrings.self,
        CommandHelpStrings.self,
        DiscoverStrings.self,
        TUIStrings.self,
        RecommendStrings.self,
        AskStrings.self,
        AskTUIStrings.self,
        LetterboxdStrings.self,
        ModelStrings.self,
        CoverageStrings.self,
        GenreStrings.self,
        ArgumentStrings.self,
        FileStrings.self,
        TerminalFitStrings.self,
        PosterStrings.self,
        TogetherStrings.self,
        CatalogStrings.self,
    ]

    // Merged once per language, and only for the languages asked for: the German tables are never built for an
    // English run.
    private static let english = merged(.english)
    private static let german = merged(.german)

    /// One language's merged table.
    public static func table(for language: Language) -> [String: String] {
        language == .german ? german : english
    }

    private static func merged(_ language: Language) -> [String: String] {
        features.reduce(into: [:]) { merged, feature in
            merged.merge(language == .german ? feature.german : feature.english) { first, _ in first }
        }
    }
}
