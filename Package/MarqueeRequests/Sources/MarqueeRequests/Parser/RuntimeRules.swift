import MarqueeDomain

/// Running-time words: "under 90 minutes", "less than 2 hours", "around 2 hours", "between 90 and 120
/// minutes", "short", "long", "not too long".
///
/// Bounds are inclusive: "under 90 minutes" allows a 90-minute film, since people round.
enum RuntimeRules {
    private enum Comparison {
        case atMost, atLeast, around
    }

    /// The longest film that is "short".
    static let shortMaximum = 95
    /// The shortest film that is "long" or "epic".
    static let longMinimum = 150
    /// The longest film that is "not too long".
    static let notTooLongMaximum = 120
    /// How far "around 2 hours" reaches either way, in minutes.
    static let aroundSlack = 15

    private static let comparisons = PhraseTable<Comparison>([
        ("under", .atMost), ("less than", .atMost), ("shorter than", .atMost), ("below", .atMost),
        ("at most", .atMost), ("max", .atMost), ("maximum", .atMost), ("no more than", .atMost),
        ("no longer than", .atMost), ("not more than", .atMost), ("not longer than", .atMost), ("within", .atMost),
        ("up to", .atMost), ("unter", .atMost), ("weniger als", .atMost), ("kurzer als", .atMost),
        ("over", .atLeast), ("more than", .atLeast), ("longer than", .atLeast), ("at least", .atLeast),
        ("above", .atLeast), ("minimum", .atLeast), ("uber", .atLeast), ("mehr als", .atLeast),
        ("mindestens", .atLeast), ("langer als", .atLeast), ("around", .around), ("about", .around),
        ("roughly", .around), ("approximately", .around), ("approx", .around), ("circa", .around),
        ("close to", .around), ("ungefahr", .around), ("etwa", .around),
    ])

    private static let lengths = PhraseTable<(minimum: Int?, maximum: Int?)>([
        ("short", (nil, shortMaximum)), ("shorter", (nil, shortMaximum)), ("quick", (nil, shortMaximum)),
        ("brief", (nil, shortMaximum)), ("kurz", (nil, shortMaximum)), ("kurze", (nil, shortMaximum)),
        ("kurzer", (nil, shortMaximum)), ("long", (longMinimum, nil)), ("longer", (longMinimum, nil)),
        ("lengthy", (longMinimum, nil)), ("lange", (longMinimum, nil)), ("langer", (longMinimum, nil)),
        ("not too long", (nil, notTooLongMaximum)), ("not very long", (nil, notTooLongMaximum)),
        ("not long", (nil, notTooLongMaximum)), ("not that long", (nil, notTooLongMaximum)),
        ("not overly long", (nil, notTooLongMaximum)), ("nicht zu lang", (nil, notTooLongMaximum)),
        ("not too short", (shortMaximum, nil)),
    ])

    /// Matches running-time words at `index`.
    static func match(_ context: AskParseContext, at index: Int) -> AskRuleMatch? {
        let tokens = context.tokens
        if let comparison = comparisons.match(tokens, at: index),
            let duration = AskDuration.read(tokens, at: index + comparison.length)
        {
            let length = comparison.length + duration.length
            switch comparison.value {
            case .atMost: return match(nil, duration.minutes, length: length, isClause: true)
            case .atLeast: return match(duration.minutes, nil, length: length, isClause: true)
            case .around:
                return match(
                    duration.minutes - aroundSlack, duration.minutes + aroundSlack, length: length, isClause: true)
            }
        }
        if let span = between(context, at: index) { return span }
        if let bare = AskDuration.read(tokens, at: index) {
            // "a 2 hour movie", "90 minutes long": a length given without a comparison means about that long.
            var length = bare.length
            if let next = context.word(at: index + length), next == "long" || next == "runtime" { length += 1 }
            return match(bare.minutes - aroundSlack, bare.minutes + aroundSlack, length: length, isClause: true)
        }
        guard let adjective = lengths.match(tokens, at: index) else { return nil }
        return match(adjective.value.minimum, adjective.value.maximum, length: adjective.length, isClause: false)
    }

    /// "between 90 and 120 minutes", "between 1.5 and 2 hours".
    private static func between(_ context: AskParseContext, at index: Int) -> AskRuleMatch? {
        guard let word = context.word(at: index), word == "between" || word == "zwischen",
            let first = NumberWords.number(in: context.tokens, at: index + 1),
            let joiner = context.word(at: index + 1 + first.length), ["and", "to", "und"].contains(joiner),
            let second = AskDuration.read(context.tokens, at: index + 2 + first.length)
        else { return nil }
        let firstMinutes = Int((first.value * Double(second.minutesPerUnit)).rounded())
        let length = 2 + first.length + second.length
        return match(
            min(firstMinutes, second.minutes), max(firstMinutes, second.minutes), length: length, isClause: true)
    }

    private static func match(_ minimum: Int?, _ maximum: Int?, length: Int, isClause: Bool) -> AskRuleMatch {
        AskRuleMatch(length: length, isClause: isClause) { criteria in
            if let minimum { criteria.minimumRuntime = minimum }
            if let maximum { criteria.maximumRuntime = maximum }
        }
    }
}
