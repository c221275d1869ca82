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
    private var shown: Canvas?

    init(terminal: Terminal, texts: ScreenTexts, size: TerminalSize) {
        self.terminal = terminal
        self.texts = texts
        self.size = size
    }

    /// Draws a state: the whole frame the first time and after a resize, otherwise only the rows that changed.
    mutating func show(_ state: AppState) {
        let environment = terminal.environment
        let renderer = AppRenderer(
            texts: texts,
            border: environment.isDumb ? .ascii : .rounded,
            spinnerFrame: environment.reducesMotion ? nil : tick
        )
        let next = renderer.canvas(for: state, size: size)
        let colors = environment.usesColor
        let output =
            shown.map { next.diff(from: $0, colors: colors) } ?? ControlSequence.clearScreen
            + next.render(colors: colors)
        guard !output.isEmpty else { return }
        // A failed write means the terminal is gone; SIGHUP or the end of input ends the loop.
        try? terminal.write(output)
        shown = next
    }
}
