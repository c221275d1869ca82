import Foundation
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

    @Test(
        "A reason about someone's own likes or shelf names them, not the reader, in text and JSON",
        arguments: [
            (Language.english, "Crime, like films you liked", "Crime, like films they liked", "On their saved shelf"),
            (
                Language.german, "Krimi, wie Filme, die du mochtest", "Krimi, wie gemochte Filme",
                "In der eigenen Merkliste"
            ),
        ])
    func theirReasons(language: Language, yourGenre: String, theirGenre: String, theirShelf: String) throws {
        let genre = RecommendationReason(.genreYouLike(.crime), contribution: 1)
        let saved = RecommendationReason(.youSavedIt, contribution: 1)
        let pick = GroupPick(
            movie: heat,
            fits: [
                MemberFit(member: TogetherState.you, satisfaction: 1, reasons: [genre]),
                MemberFit(member: "ana", satisfaction: 1, reasons: [genre, saved]),
            ])
        let l10n = Localizer(language)
        let you = l10n(.togetherYou)
        let group = GroupPicks(members: [TogetherState.you, "ana"], picks: [pick], tastesDiverge: false)

        #expect(
            TogetherText(console: console, l10n: l10n).fits(pick) == [
                "\(you): \(yourGenre)", "ana: \(theirGenre), \(theirShelf)",
            ])
        let data = try JSONEncoder().encode(TogetherJSON(group, l10n: l10n))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let fits = try #require((document["picks"] as? [[String: Any]])?.first?["fits"] as? [[String: Any]])
        let texts = fits.map { (($0["reasons"] as? [[String: Any]]) ?? []).compactMap { $0["text"] as? String } }
        #expect(texts == [[yourGenre], [theirGenre, theirShelf]])
    }

    @Test("What critics think speaks only for a person with no reason of their own, so no part repeats it")
    func filmWideReasons() {
        let critics = RecommendationReason(.criticFavorite(score: 8.4), contribution: 2)
        let pick = GroupPick(
            movie: heat,
            fits: [
                MemberFit(member: TogetherState.you, satisfaction: 1, reasons: [critics]),
                MemberFit(
                    member: "ana", satisfaction: 1,
                    reasons: [critics, RecommendationReason(.coLiked(becauseOf: "Collateral"), contribution: 1)]),
            ])

        #expect(
            TogetherText(console: console, l10n: Localizer(.english)).fits(pick) == [
                "You: Critic favorite (weighted 8.4)", "ana: People who liked Collateral also liked this",
            ])
    }
}
