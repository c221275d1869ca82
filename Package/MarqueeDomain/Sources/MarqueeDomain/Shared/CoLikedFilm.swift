/// A film that people who liked one film also liked, with how strongly the co-rating model links them.
///
/// The weights come from an item-to-item model trained on MovieLens ratings at catalog build time
/// (docs/RANKING.md): a person's score for a film is the sum of the weights from the films they liked.
public struct CoLikedFilm: Hashable, Sendable {
    /// The neighbouring film.
    public let id: MovieID
    /// The model's weight from the source film to this one.
    ///
    /// Positive when its fans liked this film more than its popularity predicts (larger means closer), negative when
    /// they liked it less. Reasons and "more like this" use positive links only.
    public let weight: Double

    /// Creates a neighbour.
    public init(id: MovieID, weight: Double) {
        self.id = id
        self.weight = weight
    }
}
