/// One film picked for a group, with how it suits each member.
public struct GroupPick: Hashable, Sendable, Identifiable {
    /// The film.
    public let movie: Movie
    /// One entry per member, in the group's order: their satisfaction and their own reasons.
    public let fits: [MemberFit]

    /// Creates a pick.
    public init(movie: Movie, fits: [MemberFit]) {
        self.movie = movie
        self.fits = fits
    }

    /// The film's id.
    public var id: MovieID { movie.id }
}

/// How one pick suits one member.
public struct MemberFit: Hashable, Sendable {
    /// The member's name.
    public let member: String
    /// Their satisfaction from 0 (not among their picks) to 1 (their own first pick).
    public let satisfaction: Double
    /// Why their own feed ranks the film, strongest first; empty when it does not rank it.
    public let reasons: [RecommendationReason]

    /// Creates a fit.
    public init(member: String, satisfaction: Double, reasons: [RecommendationReason]) {
        self.member = member
        self.satisfaction = satisfaction
        self.reasons = reasons
    }
}
