/// How well a film matched a search, best last so `Comparable` sorts naturally.
public enum MatchQuality: Int, Comparable, Hashable, Sendable {
    /// A director or cast name matched, allowing one typo per word.
    case personWithTypo
    /// A director or cast name matched.
    case person
    /// Every query word matched a title word, allowing one typo per word (two in a word of eight letters or more).
    case titleWithTypo
    /// A name matched by the whole surname, the only query word: surer than a title typo ("leven" is Jeremy Leven).
    case surname
    /// The query is a title's initials, or starts them: "lotr" for The Lord of the Rings.
    case initialism
    /// A well-known director or star matched: a full name, or a surname that names them. It ranks above a typo,
    /// so "hanks" lists Tom Hanks's films before "Yanks". Only the search index grades it, since it takes the whole
    /// catalog to know who is well known.
    case knownPerson
    /// Some query words name a person in the film and the rest match its title: "spielberg jaws".
    case personAndTitle
    /// Every query word starts a title word.
    case titleWords
    /// A well-known director's own film, found by their full name or surname: it ranks above films whose titles
    /// merely hold the name ("kubrick" lists The Shining before Colour Me Kubrick) and films they act in.
    case directorsFilm
    /// The title starts with the query.
    case titlePrefix
    /// The query names the film by its place in a series, "alien 2" for Aliens (the search reading's series place).
    case seriesPlace
    /// The title is the query.
    case exactTitle

    /// Orders qualities from worst to best.
    public static func < (lhs: MatchQuality, rhs: MatchQuality) -> Bool { lhs.rawValue < rhs.rawValue }
}
