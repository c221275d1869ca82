import MarqueeDomain
import MarqueePresentation
import TerminalKit
import Testing

@testable import MarqueeTerminalApp
@testable import MarqueeWords

/// The detail panel at 60×20, where a film's facts, reasons and links are taller than the panel.
@MainActor
struct DetailScrollTests {
    private static let size = TerminalSize(rows: 20, columns: 60)

    /// The feed's panel on The Matrix, with the store's details, its reasons and its links.
    private static var feedDetail: AppState {
        var state = TUIFixture.feed
        state.feed.isShowingInfo = true
        state.detail = DetailState(movieID: TUIFixture.matrix.id)
        state.detail?.details = .loaded(TUIFixture.matrixDetails)
        state.detail?.savedIDs = [TUIFixture.matrix.id]
        return state
    }

    /// Presses a key as the app does: the action is taken from the frame last drawn, and a scroll is applied.
    private static func press(_ key: Key, on state: inout AppState) -> (Canvas, DetailLayout?) {
        let before = AppRenderer(texts: TUIFixture.texts()).frame(for: state, size: size)
        let action = KeyMap.action(for: key, in: state, detail: before.detail)
        guard case .send(.detail(.scrolled(let offset))) = action else {
            Issue.record("\(key) did not scroll: \(String(describing: action))")
            return (before.canvas, before.detail)
        }
        state.detail?.scrollOffset = offset
        let after = AppRenderer(texts: TUIFixture.texts()).frame(for: state, size: size)
        return (after.canvas, after.detail)
    }

    @Test("At 60×20 Page Down reaches the panel's last rows, pressing it again stays, and Page Up goes back")
    func pagesThroughThePanel() throws {
        var state = Self.feedDetail
        let top = AppRenderer(texts: TUIFixture.texts()).frame(for: state, size: Self.size)
        let layout = try #require(top.detail)
        try #require(layout.totalRows > layout.visibleRows, "the panel is taller than the window")
        SnapshotAssertion.check(top.canvas, named: "feed-detail-top-60x20")

        var offsets: [Int] = []
        for _ in 0..<4 {
            _ = Self.press(.pageDown, on: &state)
            offsets.append(state.detail?.scrollOffset ?? -1)
        }
        let (bottom, _) = Self.press(.end, on: &state)
        SnapshotAssertion.check(bottom, named: "feed-detail-bottom-60x20")
        let (back, _) = Self.press(.pageUp, on: &state)
        let (home, _) = Self.press(.home, on: &state)

        #expect(
            offsets
                == (1...4).map { min($0 * layout.page, layout.lastOffset) }, "a page at a time, never past the end")
        #expect(back != bottom, "the first Page Up after the end moves")
        #expect(home == top.canvas)
        #expect(bottom.plainText().contains("www.imdb.com/title/tt0133093"), "the last line is reached")
        #expect(!top.canvas.plainText().contains("www.imdb.com/title/tt0133093"), "the last line starts out of view")
    }

    @Test("Space and b page like Page Down and Page Up, in the panel of a list screen too")
    func spaceAndB() {
        var state = Self.feedDetail
        state.screen = .discover
        state.discover.catalog = .loaded(TUIFixture.charts)
        let (down, _) = Self.press(.character(" "), on: &state)
        let afterSpace = state.detail?.scrollOffset
        let (up, _) = Self.press(.character("b"), on: &state)

        #expect(afterSpace.map { $0 > 0 } == true)
        #expect(state.detail?.scrollOffset == 0)
        #expect(down != up)
    }

    @Test("The footer of an open panel says how to scroll, in English and German, right after how to close")
    func footerSaysHow() {
        let state = Self.feedDetail
        let english = KeyGuide(l10n: Localizer(.english)).footer(for: state).keys.prefix(2)
        let german = KeyGuide(l10n: Localizer(.german)).footer(for: state).keys.prefix(2)

        #expect(Array(english) == ["Esc i close", "PgDn PgUp scroll"])
        #expect(Array(german) == ["Esc i schließen", "Bild↓ Bild↑ blättern"])
    }
}
