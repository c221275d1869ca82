/// The offline answer to a request: the picks, and what the request was understood to mean.
public struct AskAnswer: Hashable, Sendable {
    /// What the request asked for.
    public let criteria: AskCriteria
    /// The catalog film the reference named, or `nil` when there was none or it matched nothing.
    public let reference: Movie?
    /// The people named, as the catalog spells them.
    public let people: [ResolvedPerson]
    /// The people named who match no one in the catalog; they did not constrain the picks.
    public let unresolvedPeople: [PersonMention]
    /// The picks, best first, each with `engine == .offlineIntent`.
    public let recommendations: [Recommendation]
    /// The words of the request nothing could use, as typed ("heist", "set in New York"), in request order.
    public let ignored: [String]
    /// Whether nothing at all in the request was understood, so there are no picks, only a suggestion.
    public let understoodNothing: Bool
    /// The closest years searched when the request's years lie outside the catalog, else `nil`.
    public let closestYears: ClosestYears?

    /// Creates an answer.
    public init(
        criteria: AskCriteria,
        reference: Movie?,
        people: [ResolvedPerson],
        unresolvedPeople: [PersonMention],
        recommendations: [Recommendation],
        ignored: [String] = [],
        understoodNothing: Bool = false,
        closestYears: ClosestYears? = nil
    ) {
        self.criteria = criteria
        self.reference = reference
        self.people = people
        self.unresolvedPeople = unresolvedPeople
        self.recommendations = recommendations
        self.ignored = ignored
        self.understoodNothing = understoodNothing
        self.closestYears = closestYears
    }

    /// Whether the request named a film the catalog does not have.
    public var isReferenceUnresolved: Bool { criteria.reference != nil && reference == nil }
}
