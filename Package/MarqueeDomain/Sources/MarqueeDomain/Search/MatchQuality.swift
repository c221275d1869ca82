/// How well a film matched a search, best last so `Comparable` sorts naturally.
public enum MatchQuality: Int, Comparable, Hashable, Sendable {
    /// A director or cast name matched, allowing one typo per word.
    case personWithTypo
    /// A director or cast name matched.
    case person
    /// Every query word matched a title word, allowing one typo per word.
    case titleWithTypo
    /// A well-known director or star matched: a full name, or a surname that names them. It ranks above a typo,
    /// so "hanks" lists Tom Hanks's films before "Yanks". Only ``SearchIndex`` grades it, since it takes the whole
    /// catalog to know who is well known.
    case knownPerson
    /// Every query word starts a title word.
    case titleWords
    /// The title starts with the query.
    case titlePrefix
    /// The title is the query.
    case exactTitle

    /// Orders qualities from worst to best.
    public static func < (lhs: MatchQuality, rhs: MatchQuality) -> Bool { lhs.rawValue < rhs.rawValue }
}
