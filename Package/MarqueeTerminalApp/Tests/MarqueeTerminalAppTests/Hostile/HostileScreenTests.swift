import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import TerminalKit
import Testing

@testable import MarqueeTerminalApp

/// The full-screen app and its accessible mode draw a film built in-process with escapes as plain words.
@MainActor
struct HostileScreenTests {
    /// The feed with the hostile film as its card, and its store detail open when `detail` is set.
    private static func state(detail: Bool) -> AppState {
        var state = TUIFixture.feed
        let card = FeedCard(
            recommendation: Recommendation(
                movie: HostileFilm.movie, score: 9,
                reasons: [RecommendationReason(.preferredGenre(.drama), contribution: 1)],
                engine: .localTaste),
            reactions: [])
        state.feed.cards = .loaded([card])
        if detail {
            state.feed.isShowingInfo = true
            state.detail = DetailState(movieID: HostileFilm.movie.id)
            state.detail?.details = .loaded(DetailedMovie(details: HostileFilm.details, source: .live))
            state.detail?.savedIDs = []
        }
        return state
    }

    @Test(
        "The hostile card and its detail draw as their snapshots, with no control in any cell",
        arguments: [false, true])
    func canvas(detail: Bool) {
        let canvas = AppRenderer(texts: TUIFixture.texts()).canvas(
            for: Self.state(detail: detail), size: TerminalSize(rows: 24, columns: 80))

        SnapshotAssertion.check(canvas, named: detail ? "hostile-detail-80x24" : "hostile-card-80x24")
        let text = canvas.plainText()
        #expect(HostileFilm.firstForbidden(in: text) == nil)
        #expect(text.contains("Evil Title"))
        let controls = text.unicodeScalars.filter { $0.properties.generalCategory == .control && $0 != "\n" }
        #expect(controls.isEmpty)
    }

    @Test("The accessible mode prints the hostile card and its detail as plain words", arguments: [false, true])
    func accessibleMode(detail: Bool) {
        let lines = LinearText(texts: TUIFixture.texts()).body(Self.state(detail: detail))

        #expect(HostileFilm.firstForbidden(in: lines.joined(separator: "\n")) == nil, "\(lines)")
        #expect(lines.contains { $0.contains("Evil Title") })
    }
}
