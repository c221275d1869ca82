import MarqueePresentation
import MarqueeWords
import TerminalKit

/// The feed: one film per screen in a card, its detail panel, placeholders while loading.
struct FeedView {
    /// The widest a card grows on a large window, so lines stay easy to read.
    static let maximumCardWidth = 100

    let texts: ScreenTexts
    let border: BoxBorder
    /// The poster's box in the detail panel, or `nil` when images are off.
    var posterBox: ImageCellSize? = nil

    /// Draws the feed; returns the detail panel's layout (its poster's box, its rows), or `nil` for no panel.
    @discardableResult
    func draw(_ state: AppState, in area: Rect, into canvas: inout Canvas) -> DetailLayout? {
        let feed = state.feed
        let l10n = texts.l10n
        let width = min(area.width - 2, Self.maximumCardWidth)
        let card = Rect(
            row: area.row, column: area.column + (area.width - width) / 2, height: area.height, width: width)
        let inside = Rect(row: card.row + 1, column: card.column + 2, height: card.height - 2, width: card.width - 4)
        switch feed.cards.display {
        case .placeholder:
            box(card, title: l10n(.tuiFeedLoading), into: &canvas)
            Skeleton.draw(in: inside, label: l10n(.tuiFeedLoading), into: &canvas)
            return nil
        case .unavailable:
            box(card, title: l10n(.tuiTabFeed), into: &canvas)
            canvas.draw([TextLine(l10n(.tuiFeedUnavailable), .dim)], in: inside)
            return nil
        case .content(let cards) where cards.isEmpty:
            box(card, title: l10n(.tuiTabFeed), into: &canvas)
            canvas.draw([TextLine(l10n(.tuiFeedEmpty))], in: inside)
            return nil
        case .content(let cards):
            var title = l10n(.tuiFeedPosition, feed.position + 1, cards.count)
            if feed.isRefreshing { title += " · " + l10n(.tuiRefreshing) }
            box(card, title: title, into: &canvas)
            guard let current = feed.currentCard else { return nil }
            let text = FilmText(l10n: l10n)
            guard !feed.isShowingInfo else {
                let detail = DetailText(texts: texts).lines(
                    state.detail, known: current.recommendation.movie, reactions: current.reactions,
                    reasons: current.recommendation.reasons)
                return DetailPanel(posterBox: posterBox).draw(
                    detail, poster: state.detail?.poster ?? .idle, offset: state.detail?.scrollOffset ?? 0, in: inside,
                    into: &canvas)
            }
            let used = canvas.draw(text.card(current), in: inside)
            drawUpNext(Array(cards.dropFirst(feed.position + 1)), below: used, in: inside, into: &canvas)
            return nil
        }
    }

    /// The next few titles at the bottom of the card, where a taller window has room for them.
    private func drawUpNext(_ upcoming: [FeedCard], below used: Int, in inside: Rect, into canvas: inout Canvas) {
        let room = inside.height - used - 2
        let count = min(upcoming.count, room - 1, 5)
        guard count > 0 else { return }
        let lines =
            [TextLine(texts.l10n(.tuiFeedUpNext), .dim)]
            + upcoming.prefix(count).map { TextLine("· " + MovieText.titleAndYear($0.recommendation.movie), .dim) }
        canvas.draw(
            lines,
            in: Rect(row: inside.bottom - lines.count, column: inside.column, height: lines.count, width: inside.width))
    }

    private func box(_ rect: Rect, title: String, into canvas: inout Canvas) {
        canvas.box(
            row: rect.row, column: rect.column, height: rect.height, width: rect.width, border: border, title: title)
    }
}
