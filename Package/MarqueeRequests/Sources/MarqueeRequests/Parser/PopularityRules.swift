import MarqueeDomain

/// How well known: "popular", "famous", "blockbusters", "beliebte" ask for films with many ratings; "underrated",
/// "hidden gems", "overlooked", "obscure", "Geheimtipp" for films with few ratings and a high score.
///
/// The catalog counts critic reviews and MovieLens ratings for every film, so these words are answered from data
/// (`AskPopularity`), never dropped.
enum PopularityRules {
    private static let table = PhraseTable<AskPopularity>([
        ("popular", .wellKnown), ("famous", .wellKnown), ("well known", .wellKnown), ("wellknown", .wellKnown),
        ("blockbuster", .wellKnown), ("mainstream", .wellKnown), ("iconic", .wellKnown), ("crowd pleaser", .wellKnown),
        ("most watched", .wellKnown), ("beliebt", .wellKnown), ("bekannt", .wellKnown), ("beruhmt", .wellKnown),
        ("erfolgreich", .wellKnown), ("kassenschlager", .wellKnown),
        ("underrated", .littleKnown), ("under rated", .littleKnown), ("hidden gem", .littleKnown),
        ("gem", .littleKnown), ("overlooked", .littleKnown), ("obscure", .littleKnown),
        ("lesser known", .littleKnown), ("little known", .littleKnown), ("less known", .littleKnown),
        ("unknown", .littleKnown), ("underappreciated", .littleKnown), ("under appreciated", .littleKnown),
        ("under the radar", .littleKnown), ("forgotten", .littleKnown), ("unsung", .littleKnown),
        ("unterschatzt", .littleKnown), ("geheimtipp", .littleKnown), ("ubersehen", .littleKnown),
        ("unbekannt", .littleKnown), ("vergessen", .littleKnown), ("wenig bekannt", .littleKnown),
    ])

    /// Matches a popularity word at `index`; "underrated" also asks for the best-rated of the little-known films.
    static func match(_ context: AskParseContext, at index: Int) -> AskRuleMatch? {
        guard let found = table.match(context.tokens, at: index) else { return nil }
        let typed = context.raw(index..<(index + found.length))
        return AskRuleMatch(length: found.length, isClause: false) { criteria in
            criteria.popularity = found.value
            criteria.interpretations.append(AskInterpretation(typed: typed, reading: .popularity(found.value)))
            if found.value == .littleKnown { criteria.favorsAcclaim = true }
        }
    }
}
