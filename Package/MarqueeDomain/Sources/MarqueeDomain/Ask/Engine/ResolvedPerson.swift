/// A person named in a request, matched to how the catalog spells them.
public struct ResolvedPerson: Hashable, Sendable {
    /// The name as the user wrote it, with the role asked for.
    public let mention: PersonMention
    /// The catalog's spelling, for example `Christopher Nolan` for "christopher nolen".
    public let name: String

    /// Creates a resolved person.
    public init(mention: PersonMention, name: String) {
        self.mention = mention
        self.name = name
    }

    /// Whether the person directed the film or, as the request allows, is in its cast.
    public func credit(in movie: Movie) -> PersonRole? {
        let role = mention.role
        if role != .cast, movie.directors.contains(name) { return .director }
        if role != .director, movie.cast.contains(name) { return .cast }
        return nil
    }
}
