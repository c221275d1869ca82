import MarqueeDomain
import MarqueePresentation
import MarqueeWords
import TerminalKit

/// Search: the field, what the search found and where from, the cursor on one result, and its detail.
struct SearchView {
    let texts: ScreenTexts
    let border: BoxBorder
    /// The poster's box in the detail panel, or `nil` when images are off.
    var posterBox: ImageCellSize? = nil

    /// Draws the screen; returns the detail panel's layout (its poster's box, its rows), or `nil` for no panel.
    @discardableResult
    func draw(_ state: AppState, in area: Rect, into canvas: inout Canvas) -> DetailLayout? {
        let l10n = texts.l10n
        let lines = SearchLines(texts: texts)
        let fieldArea = Rect(row: area.row + 1, column: area.column + 2, height: 1, width: area.width - 4)
        canvas.draw([lines.field(state)], in: fieldArea)
        let frame = Rect(row: area.row + 3, column: area.column + 1, height: area.height - 3, width: area.width - 2)
        let panel = ListPanel(border: border, posterBox: posterBox)
        let detail = state.detail.map { detail in
            (
                l10n(.tuiDetailTitle),
                DetailText(texts: texts).lines(detail, known: state.selectedSearchResult?.movie, reactions: []),
                detail.poster,
                detail.scrollOffset
            )
        }
        if state.search.results.isLoading {
            panel.box(frame, title: l10n(.tuiSearchResults), into: &canvas)
            Skeleton.draw(
                in: frame.inset(by: 1).shifted(columns: 1), label: l10n(.tuiSearchSearching), into: &canvas)
            return nil
        }
        return panel.draw(
            title: l10n(.tuiSearchResults), header: lines.status(state), rows: lines.rows(state),
            cursor: state.isEditingQuery ? nil : state.searchCursor, detail: detail, in: frame, into: &canvas)
    }
}

/// The words of Search, shared by the full screen and the accessible mode.
struct SearchLines {
    let texts: ScreenTexts

    /// `Search: drk knight▏`, with the caret while typing goes into the field.
    func field(_ state: AppState) -> TextLine {
        let l10n = texts.l10n
        let caret = texts.caret(state.isEditingQuery)
        return TextLine(spans: [
            .init(text: l10n(.tuiSearchLabel) + " ", emphasis: .strong),
            .init(text: state.search.query + caret, emphasis: state.isEditingQuery ? .selected : .plain),
        ])
    }

    /// What the results are: a hint, nothing found, or how many and from where.
    func status(_ state: AppState) -> [TextLine] {
        let l10n = texts.l10n
        guard let found = state.search.results.value else {
            return [TextLine(l10n(state.search.results.failure == nil ? .tuiSearchHint : .tuiSearchFailed), .dim)]
        }
        let asking = TextLine(l10n(.searchStoreAsking, state.search.country.uppercased()), .dim)
        guard !found.results.isEmpty else {
            return [TextLine(l10n(.searchNone, found.query))] + (found.storePending ? [asking] : [])
        }
        let sources = SourceText(l10n: l10n, country: state.search.country, now: texts.now())
        let line = sources.line(
            [.bundled] + (found.storeSource.map { [$0] } ?? []), imdb: found.results.contains { $0.movie.imdb != nil })
        var lines = [TextLine(line, .dim)]
        if let failure = found.storeFailure {
            lines.append(TextLine(l10n(.storeFallbackSearch, FailureMessage(l10n: l10n).catalog(failure)), .dim))
        }
        if found.storePending { lines.append(asking) }
        return lines
    }

    /// One row per result, labelled with where it came from.
    func rows(_ state: AppState) -> [TextLine] {
        let l10n = texts.l10n
        let results = state.search.results.value?.results ?? []
        return results.enumerated().map { index, result in
            let selected = !state.isEditingQuery && index == state.searchCursor
            return SavedText.filmRow(
                result.movie, selected: selected, l10n: l10n, label: l10n(SearchResultsText.label(result)))
        }
    }
}
