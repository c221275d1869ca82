import MarqueeDomain

/// Directors and cast: "by Christopher Nolan", "directed by Kubrick", "with Tom Hanks", "starring Meryl Streep",
/// and names before a film noun ("Spielberg movies", handled by ``AskIntentParser``).
///
/// Only the names are extracted here; `AskResolver` matches them to the catalog's people.
enum PeopleRules {
    private struct Trigger: Sendable {
        let role: PersonRole
        let isClause: Bool
        /// Whether a single lower-case word may follow ("with friends" is not a person, "by kubrick" is).
        let acceptsLowercaseWord: Bool
    }

    private static let triggers = PhraseTable<Trigger>([
        ("directed by", Trigger(role: .director, isClause: true, acceptsLowercaseWord: true)),
        ("made by", Trigger(role: .director, isClause: true, acceptsLowercaseWord: true)),
        ("from director", Trigger(role: .director, isClause: true, acceptsLowercaseWord: true)),
        ("by director", Trigger(role: .director, isClause: true, acceptsLowercaseWord: true)),
        ("director", Trigger(role: .director, isClause: true, acceptsLowercaseWord: true)),
        ("by", Trigger(role: .director, isClause: false, acceptsLowercaseWord: true)),
        ("von", Trigger(role: .director, isClause: false, acceptsLowercaseWord: false)),
        ("regie", Trigger(role: .director, isClause: true, acceptsLowercaseWord: true)),
        ("starring", Trigger(role: .cast, isClause: true, acceptsLowercaseWord: true)),
        ("featuring", Trigger(role: .cast, isClause: true, acceptsLowercaseWord: true)),
        ("that stars", Trigger(role: .cast, isClause: true, acceptsLowercaseWord: true)),
        ("actor", Trigger(role: .cast, isClause: true, acceptsLowercaseWord: true)),
        ("actress", Trigger(role: .cast, isClause: true, acceptsLowercaseWord: true)),
        ("with actor", Trigger(role: .cast, isClause: true, acceptsLowercaseWord: true)),
        ("with actress", Trigger(role: .cast, isClause: true, acceptsLowercaseWord: true)),
        ("with", Trigger(role: .cast, isClause: false, acceptsLowercaseWord: false)),
        ("mit", Trigger(role: .cast, isClause: false, acceptsLowercaseWord: false)),
    ])

    private static let nameJoiners: Set<String> = ["and", "or", "&", "und"]
    private static let maximumNameWords = 4

    /// Matches a trigger and one or more names at `index`.
    static func match(_ context: AskParseContext, at index: Int) -> AskRuleMatch? {
        guard let trigger = triggers.match(context.tokens, at: index) else { return nil }
        var cursor = index + trigger.length
        var names: [String] = []
        while let span = nameSpan(context, at: cursor) {
            let raw = context.raw(span)
            let acceptable = trigger.value.acceptsLowercaseWord || span.count > 1 || raw.first?.isUppercase == true
            guard acceptable else { break }
            names.append(name(raw))
            cursor = span.upperBound
            guard let joiner = context.word(at: cursor), nameJoiners.contains(joiner),
                nameSpan(context, at: cursor + 1) != nil
            else { break }
            cursor += 1
        }
        guard !names.isEmpty else { return nil }
        let role = trigger.value.role
        return AskRuleMatch(length: cursor - index, isClause: trigger.value.isClause) { criteria in
            for name in names { criteria.add(PersonMention(name: name, role: role)) }
        }
    }

    /// The run of unknown words starting at `index` that can be a name.
    static func nameSpan(_ context: AskParseContext, at index: Int) -> Range<Int>? {
        var end = index
        while end - index < maximumNameWords, context.word(at: end) != nil, !context.isKnownWord(at: end),
            !nameJoiners.contains(context.tokens[end].text)
        {
            end += 1
        }
        return end > index ? index..<end : nil
    }

    /// A name as written, without a possessive: "Nolan's" is Nolan.
    static func name(_ raw: String) -> String {
        for suffix in ["'s", "’s"] where raw.hasSuffix(suffix) { return String(raw.dropLast(suffix.count)) }
        return raw
    }
}
