/// One turn of a conversation with a language model.
public struct ChatMessage: Hashable, Sendable {
    /// Who spoke.
    public enum Role: String, Hashable, Sendable {
        /// The instructions.
        case system
        /// The person asking.
        case user
        /// The model.
        case assistant
    }

    /// Who spoke.
    public let role: Role
    /// What was said.
    public let content: String

    /// Creates a message.
    public init(_ role: Role, _ content: String) {
        self.role = role
        self.content = content
    }
}
