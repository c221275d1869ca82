import MarqueeDomain
import MarqueePresentation
import MarqueeWords
import TerminalKit

/// Discover: each row's heading with its source, the films under it, the cursor on one film, and its detail.
struct DiscoverView {
    let texts: ScreenTexts
    let border: BoxBorder
    /// The poster's box in the detail panel, or `nil` when images are off.
    var posterBox: ImageCellSize? = nil

    /// Draws the screen; returns the detail panel's layout (its poster's box, its rows), or `nil` for no panel.
    @discardableResult
    func draw(_ state: AppState, in area: Rect, into canvas: inout Canvas) -> DetailLayout? {
        let l10n = texts.l10n
        let frame = Rect(row: area.row, column: area.column + 1, height: area.height, width: area.width - 2)
        let panel = ListPanel(border: border, posterBox: posterBox)
        let lines = DiscoverLines(texts: texts)
        switch state.discover.catalog.display {
        case .placeholder:
            panel.box(frame, title: l10n(.tuiDiscoverLoading), into: &canvas)
            Skeleton.draw(
                in: frame.inset(by: 1).shifted(columns: 1), label: l10n(.tuiDiscoverLoading), into: &canvas)
            return nil
        case .unavailable:
            return panel.draw(
                title: l10n(.tuiTabDiscover), rows: [TextLine(l10n(.tuiDiscoverUnavailable), .dim)], cursor: nil,
                detail: nil, in: frame, into: &canvas)
        case .content(let catalog):
            let (rows, cursorRow) = lines.rows(catalog, cursor: state.discoverCursor)
            let detail = state.detail.map { detail in
                (
                    l10n(.tuiDetailTitle),
                    DetailText(texts: texts).lines(detail, known: state.selectedDiscoverFilm, reactions: []),
                    detail.poster,
                    detail.scrollOffset
                )
            }
            var title = l10n(.tuiTabDiscover)
            if state.discover.isRefreshing { title += " · " + l10n(.tuiRefreshing) }
            return panel.draw(
                title: title, header: lines.header(catalog, country: state.discover.country), rows: rows,
                cursor: cursorRow, detail: detail, in: frame, into: &canvas)
        }
    }
}

/// The words of Discover, shared by the full screen and the accessible mode.
struct DiscoverLines {
    let texts: ScreenTexts

    /// Where the rows came from, and why the store was not used when it was not.
    func header(_ catalog: DiscoverCatalog, country: String) -> [TextLine] {
        let l10n = texts.l10n
        let sources = SourceText(l10n: l10n, country: country, now: texts.now())
        var lines = [TextLine(sources.line([catalog.source], imdb: DiscoverText.showsIMDb(catalog)), .dim)]
        if let failure = catalog.storeFailure {
            lines.append(TextLine(l10n(.storeFallbackDiscover, FailureMessage(l10n: l10n).catalog(failure)), .dim))
        }
        return lines
    }

    /// Every row: a blank line, its heading (with its own source), then its films; and the line of the cursor.
    func rows(_ catalog: DiscoverCatalog, cursor: Int) -> (rows: [TextLine], cursorRow: Int) {
        let l10n = texts.l10n
        let sources = SourceText(l10n: l10n, country: "us", now: texts.now())
        let names = DiscoverText(console: ScreenTexts.silentConsole, l10n: l10n, sources: sources)
        var rows: [TextLine] = []
        var film = 0
        var cursorRow = 0
        for section in catalog.sections {
            // A blank line before each row, so one chart's last film (or the source line) does not run into the
            // next chart's heading.
            rows.append(.blank)
            var heading = names.title(section.kind, bundled: section.source == .bundled)
            heading += "  (" + sources.short(section.source) + ")"
            rows.append(TextLine(heading, .strong))
            for movie in section.movies {
                if film == cursor { cursorRow = rows.count }
                rows.append(SavedText.filmRow(movie, selected: film == cursor, l10n: l10n))
                film += 1
            }
        }
        return (rows, cursorRow)
    }
}
