/// Every table of user-facing text, merged per language.
///
/// Each feature keeps its strings in its own file under `Tables/`, with the English and German
/// versions side by side; a test checks that both languages have exactly the same keys and placeholders.
public enum L10nTables {
    /// The tables of every feature, in no particular order.
    static let features: [(english: [String: String], german: [String: String])] = [
        (CoreStrings.english, CoreStrings.german),
        (FeedStrings.english, FeedStrings.german),
        (ReactionStrings.english, ReactionStrings.german),
        (CommandHelpStrings.english, CommandHelpStrings.german),
        (DiscoverStrings.english, DiscoverStrings.german),
        (TUIStrings.english, TUIStrings.german),
        (RecommendStrings.english, RecommendStrings.german),
        (AskStrings.english, AskStrings.german),
        (AskTUIStrings.english, AskTUIStrings.german),
        (LetterboxdStrings.english, LetterboxdStrings.german),
        (ModelStrings.english, ModelStrings.german),
        (CoverageStrings.english, CoverageStrings.german),
        (GenreStrings.english, GenreStrings.german),
        (ArgumentStrings.english, ArgumentStrings.german),
        (FileStrings.english, FileStrings.german),
        (TerminalFitStrings.english, TerminalFitStrings.german),
        (PosterStrings.english, PosterStrings.german),
    ]

    /// One language's merged table.
    public static func table(for language: Language) -> [String: String] {
        features.reduce(into: [:]) { merged, feature in
            merged.merge(language == .german ? feature.german : feature.english) { first, _ in first }
        }
    }
}
