/// Reads a plain-English request into ``AskCriteria`` without a model: the offline side of `ask` and `chat`.
public protocol RequestReading: Sendable {
    /// What a request asks for.
    /// - Parameters:
    ///   - request: what the user typed, for example "90s horror that isn't too gory".
    ///   - movies: the catalog, whose first and last release years relative phrases ("recent", "after 2005") are
    ///     read against.
    ///   - earlier: what a chat asked so far, which a follow-up without a subject of its own narrows.
    /// - Returns: the criteria to rank by; empty when nothing was recognised.
    func read(_ request: String, catalog movies: [Movie], refining earlier: AskCriteria?) -> AskCriteria

    /// A follow-up with its reference to an earlier pick ("more like the second one") replaced by that pick's title.
    /// - Parameters:
    ///   - request: the follow-up as typed.
    ///   - titles: the previous answer's titles, in their numbered order.
    /// - Returns: the request with the title in place, or unchanged when it names no pick.
    func resolvingReferences(in request: String, titles: [String]) -> String
}
