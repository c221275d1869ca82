/// A name as the user wrote it, before it is matched to the catalog's people.
public struct PersonMention: Hashable, Sendable {
    /// The name as written, for example `christopher nolen`; the offline ask engine forgives case, accents and typos.
    public let name: String
    /// What the request says the person did.
    public let role: PersonRole

    /// Creates a mention.
    public init(name: String, role: PersonRole) {
        self.name = name
        self.role = role
    }
}
