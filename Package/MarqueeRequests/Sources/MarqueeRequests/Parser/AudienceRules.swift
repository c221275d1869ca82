import MarqueeDomain

/// Who is watching and rating ceilings: "for kids", "family friendly", "with the kids", "PG-13".
///
/// A family request caps the rating at PG and, since the catalog rates only one film in seven, also lifts
/// Family and Animation so the picks are not merely "rated PG" but made for children.
enum AudienceRules {
    private struct Audience: Sendable {
        let ceiling: ContentRating
        let mood: AskMood?
    }

    private static let kids = Audience(ceiling: .pg, mood: AskMood(word: "kids", genres: [.family, .animation]))
    private static let family = Audience(ceiling: .pg, mood: AskMood(word: "family", genres: [.family, .animation]))

    private static let table = PhraseTable<Audience>([
        ("for kids", kids), ("for the kids", kids), ("for my kids", kids), ("for our kids", kids),
        ("for children", kids), ("for the children", kids), ("for my children", kids), ("with kids", kids),
        ("with the kids", kids), ("with my kids", kids), ("with our kids", kids), ("with children", kids),
        ("with my children", kids), ("kid friendly", kids), ("kids friendly", kids), ("child friendly", kids),
        ("children friendly", kids), ("kids movie", kids), ("kids", kids), ("children", kids), ("childrens", kids),
        ("year old", kids),
        ("years old", kids), ("fur kinder", kids), ("kinderfilm", kids), ("family friendly", family),
        ("for the family", family), ("for the whole family", family), ("for my family", family),
        ("with the family", family), ("with my family", family), ("whole family", family),
        ("familienfreundlich", family), ("fur die ganze familie", family), ("fur die familie", family),
        ("rated g", Audience(ceiling: .g, mood: nil)), ("g rated", Audience(ceiling: .g, mood: nil)),
        ("rated pg", Audience(ceiling: .pg, mood: nil)), ("pg rated", Audience(ceiling: .pg, mood: nil)),
        ("pg", Audience(ceiling: .pg, mood: nil)), ("pg 13", Audience(ceiling: .pg13, mood: nil)),
        ("pg13", Audience(ceiling: .pg13, mood: nil)), ("rated pg 13", Audience(ceiling: .pg13, mood: nil)),
        ("pg 13 rated", Audience(ceiling: .pg13, mood: nil)), ("pg 13 or less", Audience(ceiling: .pg13, mood: nil)),
        ("pg 13 or lower", Audience(ceiling: .pg13, mood: nil)),
        ("pg 13 or under", Audience(ceiling: .pg13, mood: nil)),
    ])

    private static let exact = PhraseTable<ContentRating>([
        ("rated r", .r), ("r rated", .r), ("rated nc 17", .nc17), ("ab 18", .r), ("fsk 18", .r),
    ])

    /// Matches audience words at `index`.
    static func match(_ context: AskParseContext, at index: Int) -> AskRuleMatch? {
        if let rating = exact.match(context.tokens, at: index) {
            return AskRuleMatch(length: rating.length, isClause: true) { $0.requiredRating = rating.value }
        }
        guard let found = table.match(context.tokens, at: index) else { return nil }
        let audience = found.value
        return AskRuleMatch(length: found.length, isClause: true) { criteria in
            criteria.cap(at: audience.ceiling)
            if let mood = audience.mood { criteria.add(mood) }
        }
    }
}
