/// The local engine's picks, and what it had to loosen to find them.
public struct LocalFormAnswer: Hashable, Sendable {
    /// The picks, best first.
    public let recommendations: [Recommendation]
    /// What was loosened, or `nil` when the films fit the form as asked.
    public let relaxation: FormRelaxation?

    /// Creates an answer.
    public init(recommendations: [Recommendation], relaxation: FormRelaxation? = nil) {
        self.recommendations = recommendations
        self.relaxation = relaxation
    }
}
