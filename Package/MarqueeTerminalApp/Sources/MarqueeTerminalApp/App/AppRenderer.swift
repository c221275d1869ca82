import MarqueeDomain
import MarqueePresentation
import TerminalKit

/// Draws the whole app for one state at one size: tab bar, the screen, the banner, the key hints, and help on top.
///
/// A pure function of its inputs, so every screen can be checked as a text snapshot.
struct AppRenderer {
    /// The smallest window the app draws into; smaller windows get a request to grow.
    static let minimumSize = TerminalSize(rows: 12, columns: 40)

    let texts: ScreenTexts
    /// The line characters: rounded boxes normally, ASCII for dumb terminals.
    let border: BoxBorder
    /// The frame of the busy spinner, or `nil` for the still indicator used when motion is reduced.
    let spinnerFrame: Int?
    /// The poster's box in the detail panel, or `nil` when images are off.
    let posterBox: ImageCellSize?

    init(texts: ScreenTexts, border: BoxBorder = .rounded, spinnerFrame: Int? = nil, posterBox: ImageCellSize? = nil) {
        self.texts = texts
        self.border = border
        self.spinnerFrame = spinnerFrame
        self.posterBox = posterBox
    }

    /// The frame for a state.
    func canvas(for state: AppState, size: TerminalSize) -> Canvas {
        frame(for: state, size: size).canvas
    }

    /// The frame for a state, the box in it reserved for the detail's poster, if any, and the detail's layout.
    ///
    /// Help covers the panel, so neither is given while it shows: the poster would be drawn over the help, and the
    /// keys close the help rather than scroll.
    func frame(for state: AppState, size: TerminalSize) -> (canvas: Canvas, posterBox: Rect?, detail: DetailLayout?) {
        let l10n = texts.l10n
        var canvas = Canvas(size: size)
        guard size.rows >= Self.minimumSize.rows, size.columns >= Self.minimumSize.columns else {
            let text = l10n(.tuiTooSmall, Self.minimumSize.columns, Self.minimumSize.rows)
            canvas.draw([TextLine(text, .strong)], in: Rect(row: 0, column: 0, height: size.rows, width: size.columns))
            return (canvas, nil, nil)
        }
        TabBar(l10n: l10n, spinnerFrame: spinnerFrame).draw(state, into: &canvas)
        let rule = border == .ascii ? "-" : "─"
        canvas.put(String(repeating: rule, count: size.columns), row: 1, column: 0, style: Style(dim: true))
        drawFooter(KeyGuide(l10n: l10n).footer(for: state), into: &canvas)
        var content = Rect(row: 2, column: 0, height: size.rows - 3, width: size.columns)
        if let banner = state.banner {
            let bannerText = BannerText(
                l10n: l10n, recommenderAddress: texts.recommenderAddress, modelSettingsPath: texts.modelSettingsPath)
            let lines = bannerText.lines(banner, width: size.columns - 1)
            content.height -= lines.count
            draw(banner: lines, isError: banner.isError, at: content.bottom, into: &canvas)
        }
        let detail = ScreenView(texts: texts, border: border, posterBox: posterBox).draw(
            state, in: content, into: &canvas)
        guard state.isShowingHelp else { return (canvas, detail?.posterBox, detail) }
        HelpOverlay(l10n: l10n, border: border).draw(state, in: content, into: &canvas)
        return (canvas, nil, nil)
    }

    /// The key hints: as many whole hints as fit, and help and quit always visible at the right.
    ///
    /// A hint is never cut in half; `…` says some did not fit, and `?` lists them all.
    private func drawFooter(_ footer: (keys: [String], always: String), into canvas: inout Canvas) {
        let row = canvas.rows - 1
        let alwaysWidth = DisplayWidth.of(footer.always)
        canvas.put(footer.always, row: row, column: canvas.columns - alwaysWidth - 1, style: Style(bold: true))
        let room = canvas.columns - alwaysWidth - 5
        var shown = footer.keys
        var text = shown.joined(separator: " · ")
        while DisplayWidth.of(text) > room, !shown.isEmpty {
            shown.removeLast()
            text = shown.joined(separator: " · ") + (shown.isEmpty ? "…" : " · …")
        }
        canvas.put(DisplayWidth.truncate(text, toWidth: room), row: row, column: 1, style: Style(dim: true))
    }

    /// The banner: a full-width band in reverse video, marked with `!` so it reads without colour.
    private func draw(banner lines: [String], isError: Bool, at row: Int, into canvas: inout Canvas) {
        let style = Style(bold: true, reverse: true, color: isError ? .red : nil)
        for (offset, line) in lines.enumerated() {
            // Banners quote services' and servers' words; they are drawn without TextLine, so guard them here too.
            let text = DisplayWidth.fit(" " + UntrustedText.singleLine(line), toWidth: canvas.columns)
            canvas.put(
                text, row: row + offset, column: 0, style: offset < lines.count - 1 ? style : Style(reverse: true))
        }
    }
}
