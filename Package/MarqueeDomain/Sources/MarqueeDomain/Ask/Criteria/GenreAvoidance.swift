/// How firmly a request turns away from a genre.
public enum GenreAvoidance: String, Hashable, Sendable {
    /// "no horror", "without romance": no film with the genre is picked.
    case exclude
    /// "not too gory", "not too scary": a film with the genre is picked only when it is known to be rated
    /// PG-13 or milder.
    case preferMilder
}
