import MarqueeDomain

/// "instead", "rather", "stattdessen": in a chat, what this request names replaces what came before rather than
/// narrowing it (`AskCriteria.refined`).
enum InsteadRules {
    private static let table = PhraseTable<Bool>(
        [("instead", true), ("rather", true), ("stattdessen", true), ("lieber", true), ("start over", true)],
        inflects: false)

    /// Matches "instead" at `index`.
    static func match(_ context: AskParseContext, at index: Int) -> AskRuleMatch? {
        guard let found = table.match(context.tokens, at: index) else { return nil }
        return AskRuleMatch(length: found.length, isClause: true) { $0.replacesEarlier = true }
    }
}
