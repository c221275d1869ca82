/// How a plain-English request was answered: by the model, or offline and why.
public enum AskOutcome: Hashable, Sendable {
    /// The model answered; its picks are grounded in the catalog.
    case model(name: String, AskModelAnswer)
    /// The offline engine answered.
    case offline(request: String, AskAnswer, fellBackBecause: ChatModelError?)

    /// What the offline engine understood, when it answered; a conversation keeps it for the next follow-up.
    public var understood: AskCriteria? {
        guard case .offline(_, let answer, _) = self else { return nil }
        return answer.criteria
    }

    /// The picks in their numbered order, as a conversation records them so a follow-up can refer to them.
    public var chatPicks: [ChatPick] {
        switch self {
        case .model(_, let answer):
            answer.picks.map(\.pick)
        case .offline(_, let answer, _):
            answer.recommendations.map { ChatPick(title: $0.movie.title, year: $0.movie.year, reason: "") }
        }
    }

    /// The catalog film of each pick in its numbered order, `nil` for a model's pick the catalog lacks.
    public var movies: [Movie?] {
        switch self {
        case .model(_, let answer): answer.picks.map(\.movie)
        case .offline(_, let answer, _): answer.recommendations.map(\.movie)
        }
    }
}
