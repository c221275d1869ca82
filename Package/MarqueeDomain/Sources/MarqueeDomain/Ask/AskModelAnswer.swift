/// A model's answer, grounded in the catalog.
public struct AskModelAnswer: Hashable, Sendable {
    /// The picks in the model's order, passed films removed; each names its catalog film when there is one.
    public let picks: [GroundedPick]
    /// How many picks in the reply could not be read.
    public let unreadable: Int
    /// How many picks the reply held in all, readable or not.
    public let total: Int
    /// Whether the reply was cut off before it ended.
    public let wasCut: Bool

    /// Creates an answer.
    public init(picks: [GroundedPick], unreadable: Int, total: Int, wasCut: Bool) {
        self.picks = picks
        self.unreadable = unreadable
        self.total = total
        self.wasCut = wasCut
    }
}
