/// A film that people who liked one film also liked, with how strongly the co-rating model links them.
public struct CoLikedFilm: Hashable, Sendable {
    /// The neighbouring film.
    public let id: MovieID
    /// The model's weight from the source film to this one.
    public let weight: Double

    /// Creates a neighbour.
    public init(id: MovieID, weight: Double) {
        self.id = id
        self.weight = weight
    }
}
