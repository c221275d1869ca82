import MarqueeDomain

/// Words asking for the best: "best", "highly rated", "acclaimed", "masterpieces", and plain praise ("a good
/// thriller", "great comedies"), which asks for the well-rated ones too.
enum AcclaimRules {
    private static let table = PhraseTable<Bool>([
        ("best", true), ("the best", true), ("top rated", true), ("highly rated", true), ("high rated", true),
        ("highest rated", true), ("well rated", true), ("acclaimed", true), ("critically acclaimed", true),
        ("well reviewed", true), ("greatest", true),
        ("masterpiece", true), ("must see", true), ("critic favorite", true), ("critics favorite", true),
        ("critically praised", true), ("beste", true), ("besten", true), ("gut bewertet", true),
        ("hoch bewertet", true), ("good", true), ("great", true), ("excellent", true), ("gute", true),
        ("guten", true), ("gut", true), ("tolle", true), ("tollen", true),
        ("top bewertet", true), ("bestbewertet", true), ("gefeiert", true),
        ("meisterwerk", true), ("sehenswert", true), ("hervorragend", true), ("grossartig", true),
    ])

    /// Matches acclaim words at `index`; they also occur in titles, so they never end one.
    static func match(_ context: AskParseContext, at index: Int) -> AskRuleMatch? {
        guard let found = table.match(context.tokens, at: index) else { return nil }
        let reading = AskInterpretation(typed: context.raw(index..<(index + found.length)), reading: .acclaim)
        return AskRuleMatch(length: found.length, isClause: false) { criteria in
            criteria.favorsAcclaim = true
            criteria.interpretations.append(reading)
        }
    }
}
