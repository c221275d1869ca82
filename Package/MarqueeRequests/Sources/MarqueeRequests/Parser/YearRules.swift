import MarqueeDomain

/// Release-year words: "after 2000", "before 1980", "since 2010", "between 1990 and 1995", "from 2005",
/// "in 1999", "the 90s", "1990-1995", "2005 or later", "recent", "classic", "the last 10 years".
enum YearRules {
    private enum Bound {
        case after, since, from, before, until, within
    }

    private enum Era {
        case recent, classic, old, blackAndWhite, silent
    }

    /// How many of the catalog's last years count as "recent": 2007–2014 for a catalog ending in 2014.
    static let recentSpan = 8
    /// The first year that is no longer "classic" or "old".
    static let classicEnd = 1970
    /// The first year after black and white: the catalog has no colour field, so "black and white" is read as
    /// films from before 1960, and says so.
    static let blackAndWhiteEnd = 1960
    /// The first year after silent films: read as films from before 1930, and said so.
    static let silentEnd = 1930

    private static let bounds = PhraseTable<Bound>([
        ("after", .after), ("post", .after), ("later than", .after), ("newer than", .after),
        ("made after", .after), ("released after", .after), ("made before", .before), ("released before", .before),
        ("made since", .since), ("released since", .since), ("from the year", .within), ("nach", .after),
        ("since", .since), ("seit", .since),
        ("starting", .since), ("starting from", .since), ("from", .from), ("von", .from), ("ab", .since),
        ("before", .before), ("pre", .before), ("prior to", .before), ("earlier than", .before),
        ("older than", .before), ("vor", .before), ("until", .until), ("till", .until), ("up to", .until),
        ("up until", .until), ("bis", .until), ("in", .within), ("during", .within), ("aus", .within),
        ("im", .within), ("released in", .within),
        ("made in", .within),
    ])

    private static let openEnds = PhraseTable<Bound>([
        ("or later", .since), ("and later", .since), ("onwards", .since), ("onward", .since), ("and up", .since),
        ("or newer", .since), ("and newer", .since), ("or after", .since), ("or earlier", .until),
        ("and earlier", .until), ("or older", .until), ("or before", .until), ("and before", .until),
    ])

    private static let eras = PhraseTable<Era>([
        ("recent", .recent), ("recently", .recent), ("latest", .recent), ("newer", .recent),
        ("new release", .recent), ("neue", .recent), ("neuere", .recent), ("aktuelle", .recent),
        ("classic", .classic), ("old", .old), ("older", .old), ("oldie", .old), ("vintage", .old),
        ("golden age", .old), ("black and white", .blackAndWhite), ("black & white", .blackAndWhite),
        ("black white", .blackAndWhite), ("b w", .blackAndWhite), ("schwarzweiss", .blackAndWhite),
        ("schwarz weiss", .blackAndWhite), ("schwarzweissfilm", .blackAndWhite),
        ("schwarzweiß", .blackAndWhite), ("schwarz weiß", .blackAndWhite), ("schwarzweißfilm", .blackAndWhite),
        ("silent", .silent),
        ("stummfilm", .silent), ("klassiker", .classic), ("klassisch", .classic), ("alte", .old), ("alt", .old),
    ])

    private static let joiners: Set<String> = ["to", "and", "through", "thru", "until", "till", "bis", "und"]

    /// Matches year words at `index`.
    static func match(_ context: AskParseContext, at index: Int) -> AskRuleMatch? {
        let tokens = context.tokens
        if let match = between(context, at: index) ?? lastYears(context, at: index) { return match }
        if let bound = bounds.match(tokens, at: index),
            let period = DecadeRules.period(in: tokens, at: index + bound.length)
        {
            let end = index + bound.length + period.length
            // "from the 90s" and "films from 1999" name the period itself; "from 1990 to 1995" starts a span.
            let bound = bound.value == .from && secondPeriod(context, at: end) == nil ? .within : bound.value
            if bound == .from || bound == .since, let (to, length) = secondPeriod(context, at: end) {
                return match(period.years.lowerBound...to.upperBound, length: end + length - index, isClause: true)
            }
            return match(range(bound, period.years, context.catalogYears), length: end - index, isClause: true)
        }
        if let period = DecadeRules.period(in: tokens, at: index) {
            let end = index + period.length
            if let (to, length) = secondPeriod(context, at: end) {
                return match(period.years.lowerBound...to.upperBound, length: end + length - index, isClause: true)
            }
            if let open = openEnds.match(tokens, at: end) {
                let years = range(open.value, period.years, context.catalogYears)
                return match(years, length: end + open.length - index, isClause: true)
            }
            return match(period.years, length: period.length, isClause: !period.isYear)
        }
        if context.word(at: index) == "new" { return bareNew(context, at: index) }
        guard let era = eras.match(tokens, at: index) else { return nil }
        let catalog = context.catalogYears
        switch era.value {
        case .recent:
            return match(
                max(catalog.lowerBound, catalog.upperBound - recentSpan + 1)...catalog.upperBound, length: era.length,
                isClause: false)
        case .old:
            return match(
                catalog.lowerBound...max(catalog.lowerBound, classicEnd - 1), length: era.length, isClause: false)
        case .classic:
            // "classic" is old and well known: a classic is a film many people rated.
            let years = catalog.lowerBound...max(catalog.lowerBound, classicEnd - 1)
            return AskRuleMatch(length: era.length, isClause: false) { criteria in
                criteria.restrictYears(to: years)
                criteria.popularity = .wellKnown
            }
        case .blackAndWhite, .silent:
            let end = era.value == .silent ? silentEnd : blackAndWhiteEnd
            let years = catalog.lowerBound...max(catalog.lowerBound, end - 1)
            let typed = context.raw(index..<(index + era.length))
            return AskRuleMatch(length: era.length, isClause: false) { criteria in
                criteria.restrictYears(to: years)
                criteria.interpretations.append(AskInterpretation(typed: typed, reading: .years(years)))
            }
        }
    }

    /// "something new", "new thrillers": recent films.
    ///
    /// "new" also begins names and titles ("New York", "New Jack City"), so it asks for recent films only when the
    /// request ends after it or goes on with a word the parser reads; otherwise it is reported with the words after
    /// it.
    private static func bareNew(_ context: AskParseContext, at index: Int) -> AskRuleMatch? {
        let next = index + 1
        let tokens = context.tokens
        guard
            next >= tokens.count || tokens[next].isBreak || AskWords.isMovieNoun(tokens[next])
                || context.match(at: next) != nil
        else { return nil }
        let catalog = context.catalogYears
        return match(
            max(catalog.lowerBound, catalog.upperBound - recentSpan + 1)...catalog.upperBound, length: 1,
            isClause: false)
    }

    /// "between 1990 and 1995", "zwischen 1990 und 1995".
    private static func between(_ context: AskParseContext, at index: Int) -> AskRuleMatch? {
        // "made between", "released between": the verb belongs to the span.
        let verb =
            ["made", "released", "filmed", "gedreht", "erschienen"].contains(context.word(at: index) ?? "") ? 1 : 0
        guard let word = context.word(at: index + verb), word == "between" || word == "zwischen",
            let first = DecadeRules.period(in: context.tokens, at: index + verb + 1),
            let (second, length) = secondPeriod(context, at: index + verb + 1 + first.length)
        else { return nil }
        return match(
            first.years.lowerBound...second.upperBound, length: verb + 1 + first.length + length, isClause: true)
    }

    /// "the last 10 years", "past five years", "the last decade".
    private static func lastYears(_ context: AskParseContext, at index: Int) -> AskRuleMatch? {
        var cursor = index
        if context.word(at: cursor) == "the" { cursor += 1 }
        guard let word = context.word(at: cursor), word == "last" || word == "past" else { return nil }
        cursor += 1
        var span = 10
        if let number = NumberWords.number(in: context.tokens, at: cursor), number.value >= 1, number.value <= 100 {
            span = Int(number.value)
            cursor += number.length
        }
        guard let unit = context.word(at: cursor), ["year", "years", "decade", "decades"].contains(unit) else {
            return nil
        }
        if unit.hasPrefix("decade") { span *= 10 }
        let last = context.catalogYears.upperBound
        return match(
            max(last - span + 1, context.catalogYears.lowerBound)...last, length: cursor + 1 - index, isClause: true)
    }

    /// The end of a span after `to`/`and`/a dash: "1990 to 1995", "the 80s to the 90s".
    private static func secondPeriod(_ context: AskParseContext, at index: Int) -> (ClosedRange<Int>, Int)? {
        guard let word = context.word(at: index), joiners.contains(word),
            let period = DecadeRules.period(in: context.tokens, at: index + 1)
        else { return nil }
        return (period.years, 1 + period.length)
    }

    private static func range(_ bound: Bound, _ years: ClosedRange<Int>, _ catalog: ClosedRange<Int>) -> ClosedRange<
        Int
    > {
        switch bound {
        case .after: (years.upperBound + 1)...max(catalog.upperBound, years.upperBound + 1)
        case .since, .from: years.lowerBound...max(catalog.upperBound, years.lowerBound)
        case .before: min(catalog.lowerBound, years.lowerBound - 1)...(years.lowerBound - 1)
        case .until: min(catalog.lowerBound, years.upperBound)...years.upperBound
        case .within: years
        }
    }

    private static func match(_ years: ClosedRange<Int>, length: Int, isClause: Bool) -> AskRuleMatch {
        AskRuleMatch(length: length, isClause: isClause) { $0.restrictYears(to: years) }
    }
}
