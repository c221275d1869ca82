/// One field a recommender service refused, as its validation error named it.
public struct RecommenderFieldIssue: Hashable, Sendable {
    /// The field's name on the wire, such as `release_year`; `body` when the request body itself was refused.
    public var field: String
    /// The service's words, such as `Input should be a valid integer`.
    public var message: String

    /// Creates an issue.
    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }
}
