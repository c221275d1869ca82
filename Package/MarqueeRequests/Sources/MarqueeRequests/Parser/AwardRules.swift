import MarqueeDomain

/// Awards: "oscar-winning", "Oscar winners", "academy award winning", "award-winning", "oscarprämierte",
/// "preisgekrönte" ask for films that won an Oscar.
///
/// The catalog counts each film's Oscars (Wikidata's), and no other award, so "award-winning" is read as an Oscar
/// and says so (`AskInterpretation.Reading.oscars`). A nomination is not a win and is not read here: the catalog
/// does not know nominations, so "oscar-nominated" is reported as not used.
enum AwardRules {
    private static let table = PhraseTable<Void>([
        ("oscar winning", ()), ("oscar winner", ()), ("oscar winners", ()), ("won an oscar", ()), ("won oscars", ()),
        ("oscars", ()), ("academy award winning", ()), ("academy award winner", ()), ("award winning", ()),
        ("award winner", ()), ("oscarpramiert", ()), ("oscargekront", ()), ("preisgekront", ()),
    ])

    /// Matches an award phrase at `index`.
    static func match(_ context: AskParseContext, at index: Int) -> AskRuleMatch? {
        guard let found = table.match(context.tokens, at: index) else { return nil }
        let typed = context.raw(index..<(index + found.length))
        return AskRuleMatch(length: found.length, isClause: false) { criteria in
            criteria.wonOscar = true
            criteria.interpretations.append(AskInterpretation(typed: typed, reading: .oscars))
        }
    }
}
