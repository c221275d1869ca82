import MarqueePresentation
import TerminalKit

/// Draws the current screen's content into its area.
struct ScreenView {
    let texts: ScreenTexts
    let border: BoxBorder

    func draw(_ state: AppState, in area: Rect, into canvas: inout Canvas) {
        switch state.screen {
        case .feed: FeedView(texts: texts, border: border).draw(state, in: area, into: &canvas)
        case .discover: DiscoverView(texts: texts, border: border).draw(state, in: area, into: &canvas)
        case .search: SearchView(texts: texts, border: border).draw(state, in: area, into: &canvas)
        case .saved: SavedView(texts: texts, border: border).draw(state, in: area, into: &canvas)
        case .recommend: RecommendView(texts: texts, border: border).draw(state, in: area, into: &canvas)
        case .ask: AskView(texts: texts, border: border).draw(state, in: area, into: &canvas)
        case .onboarding: PickerView(l10n: texts.l10n).draw(state, in: area, into: &canvas)
        case .preferences:
            canvas.draw(PreferencesText(l10n: texts.l10n).lines(state.preferences), in: area.inset(by: 1))
        }
    }
}
