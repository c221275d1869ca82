/// Everything a model answered to one request.
public struct ChatModelReply: Hashable, Sendable {
    /// The readable picks, in the model's order.
    public let picks: [ChatPick]
    /// How many picks the reply held that could not be read (missing title, wrong types).
    public let unreadable: Int
    /// Whether the reply was cut off (`finish_reason: length`, or the stream ended mid-object).
    public let wasCut: Bool

    /// Creates a reply.
    public init(picks: [ChatPick], unreadable: Int = 0, wasCut: Bool = false) {
        self.picks = picks
        self.unreadable = unreadable
        self.wasCut = wasCut
    }
}
