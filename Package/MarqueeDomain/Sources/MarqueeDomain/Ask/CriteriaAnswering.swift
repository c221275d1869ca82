/// Answers what an offline request asks for from the catalog's films: the seam to the offline ask engine.
public protocol CriteriaAnswering: Sendable {
    /// The picks for `criteria`, with what was understood, what was ignored and why.
    /// - Parameters:
    ///   - criteria: what the request asks for.
    ///   - movies: the catalog's films.
    ///   - profile: the person's taste, which breaks ties.
    ///   - limit: how many picks when the request does not say.
    /// - Returns: the picks and the understanding behind them.
    func answer(_ criteria: AskCriteria, from movies: [Movie], profile: UserProfile, limit: Int) -> AskAnswer
}
