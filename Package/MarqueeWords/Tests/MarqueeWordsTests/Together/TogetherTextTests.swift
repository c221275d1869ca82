import MarqueeDomain
import MarqueePresentation
import Testing

@testable import MarqueeWords

struct TogetherTextTests {
    private let console = Console(isTerminal: false, usesColor: false, out: { _ in }, error: { _ in })
    private let heat = Movie(id: MovieID("tt0113277"), title: "Heat", year: 1995)

    private var picks: GroupPicks {
        let pick = GroupPick(
            movie: heat,
            fits: [
                MemberFit(
                    member: TogetherState.you, satisfaction: 1,
                    reasons: [RecommendationReason(.preferredGenre(.crime), contribution: 1)]),
                MemberFit(
                    member: "ana", satisfaction: 0.5,
                    reasons: [
                        RecommendationReason(.director(name: "Michael Mann", becauseOf: "Collateral"), contribution: 1)
                    ]),
                MemberFit(member: "ben", satisfaction: 0, reasons: []),
            ])
        return GroupPicks(members: [TogetherState.you, "ana", "ben"], picks: [pick], tastesDiverge: true)
    }

    @Test("Each pick says why it suits each person, you first, and a divergent group is told its picks are compromises")
    func english() {
        let text = TogetherText(console: console, l10n: Localizer(.english)).text(picks, reactions: [heat.id: [.like]])

        #expect(
            text == """
                Picks for you and ana, ben
                Your tastes barely overlap: these are the best compromises.

                1. Heat (1995)  [liked]
                   You: More Crime · ana: Directed by Michael Mann, like Collateral · ben: a compromise
                   id tt0113277

                """)
    }

    @Test("The same in German")
    func german() {
        let text = TogetherText(console: console, l10n: Localizer(.german)).fits(picks.picks[0])

        #expect(text == ["Du: Mehr Krimi", "ana: Regie: Michael Mann, wie bei Collateral", "ben: ein Kompromiss"])
    }
}
