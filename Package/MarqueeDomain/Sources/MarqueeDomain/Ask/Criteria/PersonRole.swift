/// What a person mentioned in a request did on a film.
public enum PersonRole: String, Hashable, Sendable {
    /// "by Christopher Nolan", "directed by Kubrick".
    case director
    /// "with Tom Hanks", "starring Meryl Streep".
    case cast
    /// "Spielberg movies": directed or acted, whichever the catalog knows them for.
    case any
}
