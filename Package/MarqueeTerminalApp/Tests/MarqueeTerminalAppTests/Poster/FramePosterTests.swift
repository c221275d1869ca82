import Foundation
import MarqueePresentation
import TerminalKit
import Testing

@testable import MarqueeTerminalApp

/// What the full-screen loop writes to the terminal for the detail panel's poster, in order, byte for byte.
@MainActor
struct FramePosterTests {
    /// A real 1×1 PNG (69 bytes), small enough to spell out its base64 in the expected escapes.
    private static let base64 =
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mM4o6QEAALOARFkF0v1AAAAAElFTkSuQmCC"
    private static let png = Data.fixture(base64: base64)
    private static let size = TerminalSize(rows: 24, columns: 80)
    /// The feed card's box at 80×24: the card starts at column 1, its words two columns in, one row under row 2.
    private static let toBox = "\u{1B}[4;4H"

    /// The feed's panel open on The Matrix with its poster arrived, and the same feed with the panel closed.
    private static var open: AppState {
        var state = TUIFixture.feed
        state.feed.isShowingInfo = true
        state.detail = DetailState(movieID: TUIFixture.matrix.id)
        state.detail?.details = .loaded(TUIFixture.matrixDetails)
        state.detail?.savedIDs = [TUIFixture.matrix.id]
        state.detail?.poster = .loaded(png)
        return state
    }

    private static var closed: AppState { TUIFixture.feed }

    /// Shows `states` one after another through a ``Frame`` over a pipe, then takes the poster down as quitting
    /// does, and returns every byte written.
    private static func written(_ states: [AppState], imageProtocol: ImageProtocol) throws -> String {
        let pipe = Pipe()
        var environment = TerminalEnvironment(
            variables: ["TERM": "xterm-256color", "MARQUEE_REDUCE_MOTION": "1"], inputIsTerminal: true,
            outputIsTerminal: true)
        environment.usesColor = false
        let terminal = Terminal(output: pipe.fileHandleForWriting.fileDescriptor, environment: environment)
        var frame = Frame(terminal: terminal, texts: TUIFixture.texts(), size: size, imageProtocol: imageProtocol)
        for state in states { frame.show(state) }
        frame.takeDownPoster()
        try pipe.fileHandleForWriting.close()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    private static func canvas(_ state: AppState, imagesOn: Bool) -> Canvas {
        AppRenderer(texts: TUIFixture.texts(), posterBox: imagesOn ? DetailPanel.posterBox : nil)
            .canvas(for: state, size: size)
    }

    @Test("kitty: the text, then the poster placed at its box; closing deletes it before the new text, once")
    func kittyOpenThenClose() throws {
        let output = try Self.written([Self.open, Self.open, Self.closed], imageProtocol: .kitty)

        let open = Self.canvas(Self.open, imagesOn: true)
        let closed = Self.canvas(Self.closed, imagesOn: true)
        let place =
            Self.toBox + "\u{1B}_Ga=T,f=100,q=2,c=16,r=12,i=1,p=1,C=1,m=0;" + Self.base64 + "\u{1B}\\"
        let delete = "\u{1B}_Ga=d,d=I,i=1,q=2\u{1B}\\"
        #expect(
            output
                == ControlSequence.clearScreen + open.render(colors: false) + place
                + delete + closed.diff(from: open, colors: false))
    }

    @Test("kitty: quitting with the panel open deletes the poster last")
    func kittyQuitTakesItDown() throws {
        let output = try Self.written([Self.open], imageProtocol: .kitty)

        #expect(output.hasSuffix(Self.base64 + "\u{1B}\\" + "\u{1B}_Ga=d,d=I,i=1,q=2\u{1B}\\"))
    }

    @Test("iTerm2: the text, then the image inline at its box; closing blanks the box before the new text")
    func itermOpenThenClose() throws {
        let output = try Self.written([Self.open, Self.open, Self.closed], imageProtocol: .iterm)

        let open = Self.canvas(Self.open, imagesOn: true)
        let closed = Self.canvas(Self.closed, imagesOn: true)
        let place =
            Self.toBox + "\u{1B}]1337;File=inline=1;size=69;width=16;height=12;preserveAspectRatio=1:" + Self.base64
            + "\u{07}"
        let blank = (3..<15).map { "\u{1B}[\($0 + 1);4H" + String(repeating: " ", count: 16) }.joined()
        #expect(
            output
                == ControlSequence.clearScreen + open.render(colors: false) + place
                + blank + closed.diff(from: open, colors: false))
    }

    @Test("With images off the app writes the frames alone, whatever the state holds")
    func imagesOffWritesText() throws {
        let pipe = Pipe()
        var environment = TerminalEnvironment(
            variables: ["TERM": "xterm-256color", "MARQUEE_REDUCE_MOTION": "1"], inputIsTerminal: true,
            outputIsTerminal: true)
        environment.usesColor = false
        let terminal = Terminal(output: pipe.fileHandleForWriting.fileDescriptor, environment: environment)
        var frame = Frame(terminal: terminal, texts: TUIFixture.texts(), size: Self.size)
        frame.show(Self.open)
        frame.takeDownPoster()
        try pipe.fileHandleForWriting.close()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)

        #expect(output == ControlSequence.clearScreen + Self.canvas(Self.open, imagesOn: false).render(colors: false))
    }
}
