/// A fact the store filled in for a catalog film that lacked it; every screen labels it as the store's.
public enum ShopFact: String, CaseIterable, Hashable, Sendable { case runtime, directors, summary }

/// Keeps what the store filled in for catalog films, so search, ask and every screen have it offline too.
public protocol ShopFactsStore: Sendable {
    /// Remembers the store's runtime, directors and summary for the facts `film` lacks; never the rest.
    func remember(_ store: MovieDetails, for film: Movie) async
}

extension Movie {
    /// The facts `store` has that this catalog film lacks: what the store may fill in, never what it would override.
    public func fillable(from store: Movie) -> Set<ShopFact> {
        var facts: Set<ShopFact> = []
        if runtimeMinutes == nil, store.runtimeMinutes != nil { facts.insert(.runtime) }
        if directors.isEmpty, !store.directors.isEmpty { facts.insert(.directors) }
        if summary == nil, store.summary != nil { facts.insert(.summary) }
        return facts
    }
}
