import MarqueeDomain

/// A request reader whose readings the test gives, so a use case's test fixes what a request means without the
/// real reader's word tables.
public struct StubRequestReader: RequestReading {
    private let reading: @Sendable (_ request: String, _ earlier: AskCriteria?) -> AskCriteria
    private let resolving: @Sendable (_ request: String, _ titles: [String]) -> String

    /// Creates a reader.
    /// - Parameters:
    ///   - reading: the criteria a request and the chat's earlier criteria read as; by default, nothing asked.
    ///   - resolving: a follow-up with its references resolved against the earlier titles; by default, as typed.
    public init(
        reading: @escaping @Sendable (_ request: String, _ earlier: AskCriteria?) -> AskCriteria = { _, _ in
            AskCriteria()
        },
        resolving: @escaping @Sendable (_ request: String, _ titles: [String]) -> String = { request, _ in request }
    ) {
        self.reading = reading
        self.resolving = resolving
    }

    /// What the test's `reading` makes of the request and the earlier criteria.
    public func read(_ request: String, catalog movies: [Movie], refining earlier: AskCriteria?) -> AskCriteria {
        reading(request, earlier)
    }

    /// What the test's `resolving` makes of the follow-up.
    public func resolvingReferences(in request: String, titles: [String]) -> String {
        resolving(request, titles)
    }
}
