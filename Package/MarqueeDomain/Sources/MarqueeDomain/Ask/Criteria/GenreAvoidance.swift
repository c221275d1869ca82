/// How firmly a request turns away from a genre.
public enum GenreAvoidance: String, Hashable, Sendable {
    /// "no horror", "without romance": no film with the genre is picked.
    case exclude
    /// "not too gory", "not too scary": a film with the genre is picked only when it is known to be rated
    /// PG-13 or milder.
    ///
    /// The catalog has no gore score, so the MPAA rating is the proxy for "milder": an R-rated or unrated
    /// horror film might be gory, a PG-13 one is known not to be very.
    case preferMilder
}
