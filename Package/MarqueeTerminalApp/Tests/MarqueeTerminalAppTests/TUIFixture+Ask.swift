import MarqueeDomain
import MarqueePresentation

/// The Ask screen's states: empty, streaming, a model's answer, an offline answer and a failure.
extension TUIFixture {
    static let matrixPick = GroundedPick(
        pick: ChatPick(
            title: "The Matrix", year: 1999,
            reason: "A hacker finds the world is a simulation; sharp action and big ideas, like you asked."),
        movie: matrix)
    static let spiritedAwayPick = GroundedPick(
        pick: ChatPick(title: "Spirited Away", year: 2001, reason: "A gentler mind-bender, hand-drawn."),
        movie: spiritedAway)
    static let uncataloguedPick = GroundedPick(
        pick: ChatPick(title: "Primer", year: 2004, reason: "Tiny budget, dizzying time travel."), movie: nil)

    /// The model's answer: two catalog films and one the catalog lacks; two picks unreadable; cut off.
    static let modelAnswer = AskModelAnswer(
        picks: [matrixPick, spiritedAwayPick, uncataloguedPick], unreadable: 2, total: 5, wasCut: true)

    /// The offline engine's answer, with the reasons each pick fits.
    static let offlineAnswer = AskAnswer(
        criteria: AskCriteria(wantedGenres: [[.sciFi]], years: 1990...1999),
        reference: nil, people: [], unresolvedPeople: [],
        recommendations: [
            Recommendation(
                movie: matrix, score: 3,
                reasons: [
                    RecommendationReason(.askedGenre(.sciFi), contribution: 2),
                    RecommendationReason(.releasedWithin(1990...1999), contribution: 1),
                    RecommendationReason(.directedBy(name: "Lana Wachowski"), contribution: 0.5),
                ],
                engine: .offlineIntent),
            Recommendation(
                movie: amelie, score: 1,
                reasons: [
                    RecommendationReason(.mood(word: "cosy", genre: .romance), contribution: 1),
                    RecommendationReason(.runtime(minutes: 122), contribution: 0.5),
                ],
                engine: .offlineIntent),
        ])

    /// The Ask screen with a model configured and the question as typed.
    static var ask: AppState {
        var state = feed
        state.screen = .ask
        state.ask.modelName = "gpt-4o-mini"
        return state
    }
}
