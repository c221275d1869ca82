import MarqueeDomain

/// Reads requests with the offline parser's English and German word tables, and a follow-up's "the second one"
/// with an English ordinal table.
///
/// The one public type of this package: the app reaches the tables only through `RequestReading`.
public struct OfflineRequestReader: RequestReading {
    /// Creates the reader.
    public init() {}

    /// The request parsed within the catalog's years; a follow-up narrows `earlier`, which only "instead" replaces.
    public func read(_ request: String, catalog movies: [Movie], refining earlier: AskCriteria?) -> AskCriteria {
        let parsed = AskIntentParser(measuring: movies).parse(request)
        return earlier.map { $0.refined(by: parsed) } ?? parsed
    }

    /// The follow-up with "the second one", "the last film" and the like replaced by that title.
    public func resolvingReferences(in request: String, titles: [String]) -> String {
        FollowUpReference.rewrite(request, titles: titles)
    }
}
