import MarqueePresentation
import TerminalKit

/// Draws the current screen's content into its area.
struct ScreenView {
    let texts: ScreenTexts
    let border: BoxBorder
    /// The poster's box in the detail panel, or `nil` when images are off.
    var posterBox: ImageCellSize? = nil

    /// Draws the screen; returns the detail panel's layout (its poster's box, its rows), or `nil` for no panel.
    @discardableResult
    func draw(_ state: AppState, in area: Rect, into canvas: inout Canvas) -> DetailLayout? {
        switch state.screen {
        case .feed:
            return FeedView(texts: texts, border: border, posterBox: posterBox).draw(state, in: area, into: &canvas)
        case .discover:
            return DiscoverView(texts: texts, border: border, posterBox: posterBox).draw(state, in: area, into: &canvas)
        case .search:
            return SearchView(texts: texts, border: border, posterBox: posterBox).draw(state, in: area, into: &canvas)
        case .saved:
            return SavedView(texts: texts, border: border, posterBox: posterBox).draw(state, in: area, into: &canvas)
        case .ask:
            return AskView(texts: texts, border: border, posterBox: posterBox).draw(state, in: area, into: &canvas)
        case .together:
            return TogetherView(texts: texts, border: border, posterBox: posterBox).draw(state, in: area, into: &canvas)
        case .recommend: RecommendView(texts: texts, border: border).draw(state, in: area, into: &canvas)
        case .onboarding: PickerView(l10n: texts.l10n).draw(state, in: area, into: &canvas)
        case .preferences:
            canvas.draw(PreferencesText(l10n: texts.l10n).lines(state.preferences), in: area.inset(by: 1))
        }
        return nil
    }
}
