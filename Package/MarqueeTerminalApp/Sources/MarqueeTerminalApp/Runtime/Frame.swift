import MarqueePresentation
import TerminalKit

/// What is on the terminal now, and how to bring it to the next state in one write.
@MainActor
struct Frame {
    let terminal: Terminal
    let texts: ScreenTexts
    /// The window size the next frame is drawn for.
    var size: TerminalSize
    /// The spinner's clock.
    var tick = 0
    /// The detail panel as last drawn, so the keys that scroll it know how far it goes; `nil` when none shows.
    private(set) var detail: DetailLayout?
    private var shown: Canvas?
    /// The detail panel's poster, or `nil` when the terminal shows no images.
    private var poster: PosterLayer?

    /// - Parameters:
    ///   - terminal: where frames are drawn.
    ///   - texts: the screens' words.
    ///   - size: the terminal's size.
    ///   - imageProtocol: how the terminal shows images, decided before the keys are read, or `nil`.
    init(terminal: Terminal, texts: ScreenTexts, size: TerminalSize, imageProtocol: ImageProtocol? = nil) {
        self.terminal = terminal
        self.texts = texts
        self.size = size
        poster = imageProtocol.map(PosterLayer.init(imageProtocol:))
    }

    /// Draws a state: the whole frame the first time and after a resize, otherwise only the rows that changed;
    /// the poster goes over its box after the text, so the text never waits for it.
    mutating func show(_ state: AppState) {
        let environment = terminal.environment
        let renderer = AppRenderer(
            texts: texts,
            border: environment.isDumb ? .ascii : .rounded,
            spinnerFrame: environment.reducesMotion ? nil : tick,
            posterBox: poster == nil ? nil : DetailPanel.posterBox
        )
        let (next, box, detail) = renderer.frame(for: state, size: size)
        self.detail = detail
        let colors = environment.usesColor
        let text =
            shown.map { next.diff(from: $0, colors: colors) } ?? ControlSequence.clearScreen
            + next.render(colors: colors)
        var output = text
        if var layer = poster {
            let cleared = shown?.rows != next.rows || shown?.columns != next.columns
            let rewritten = Set((0..<next.rows).filter { cleared || shown?.row($0) != next.row($0) })
            let image = box.flatMap { box in state.detail?.poster.value.map { PosterPlacement(box: box, image: $0) } }
            let escapes = layer.update(to: image, rewrittenRows: rewritten, cleared: cleared)
            output = escapes.before + text + escapes.after
            poster = layer
        }
        guard !output.isEmpty else { return }
        // A failed write means the terminal is gone; SIGHUP or the end of input ends the loop.
        try? terminal.write(output)
        shown = next
    }

    /// Takes the poster off the screen before the app leaves it.
    mutating func takeDownPoster() {
        guard var layer = poster else { return }
        let output = layer.takeDown()
        poster = layer
        guard !output.isEmpty else { return }
        try? terminal.write(output)
    }
}
