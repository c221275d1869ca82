/// The answer to a form: the picks, who answered, and what was dropped.
public struct FormRecommendations: Hashable, Sendable {
    /// The form that was answered.
    public var form: RecommendationForm
    /// The picks, best first.
    public var picks: [FormPick]
    /// Who answered.
    public var source: FormAnswerSource
    /// How many of the service's cards were dropped as bad data.
    public var discarded: Int
    /// What the local engine loosened to find the picks, or `nil` when they fit the form as asked.
    public var relaxation: FormRelaxation?

    /// Creates an answer.
    public init(
        form: RecommendationForm,
        picks: [FormPick],
        source: FormAnswerSource,
        discarded: Int = 0,
        relaxation: FormRelaxation? = nil
    ) {
        self.form = form
        self.picks = picks
        self.source = source
        self.discarded = discarded
        self.relaxation = relaxation
    }

    /// Why there are no picks, or `nil` when there are some.
    public var emptyReason: FormEmptyReason? {
        guard picks.isEmpty else { return nil }
        if source == .service { return .serviceFoundNothing }
        return form.contentType == .tvShow ? .catalogHasFilmsOnly : .nothingMatches
    }
}
