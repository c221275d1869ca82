import Foundation
import TerminalKit
import Testing

@testable import MarqueeTerminalApp

/// The escapes the full-screen app writes for the detail panel's poster, byte for byte.
struct PosterLayerTests {
    /// A real 1×1 PNG (69 bytes), small enough to spell out its base64 in the expected escapes.
    private static let png = Data.fixture(
        base64: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mM4o6QEAALOARFkF0v1AAAAAElFTkSuQmCC")
    private static let base64 =
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mM4o6QEAALOARFkF0v1AAAAAElFTkSuQmCC"
    private static let box = Rect(row: 3, column: 12, height: 2, width: 3)
    private static let poster = PosterPlacement(box: box, image: png)
    private static let otherPoster = PosterPlacement(box: box, image: Data(png.reversed()))

    private static let kittyPlace =
        "\u{1B}[4;13H" + "\u{1B}_Ga=T,f=100,q=2,c=3,r=2,i=1,p=1,C=1,m=0;" + base64 + "\u{1B}\\"
    private static let kittyDelete = "\u{1B}_Ga=d,d=I,i=1,q=2\u{1B}\\"
    private static let itermPlace =
        "\u{1B}[4;13H" + "\u{1B}]1337;File=inline=1;size=69;width=3;height=2;preserveAspectRatio=1:" + base64 + "\u{07}"
    private static let itermBlank = "\u{1B}[4;13H   \u{1B}[5;13H   "

    @Test("kitty: the poster is placed at its box after the text, by id, and only once while it stays")
    func kittyPlacesOnce() {
        var layer = PosterLayer(imageProtocol: .kitty)

        let first = layer.update(to: Self.poster, rewrittenRows: Set(0..<24), cleared: true)
        let again = layer.update(to: Self.poster, rewrittenRows: [3, 4], cleared: false)

        #expect(first.before == "")
        #expect(first.after == Self.kittyPlace)
        #expect(again.before == "")
        #expect(again.after == "")
    }

    @Test("kitty: a panel that closes deletes the image before the text, and one that changes replaces it")
    func kittyDeletes() {
        var layer = PosterLayer(imageProtocol: .kitty)
        _ = layer.update(to: Self.poster, rewrittenRows: [], cleared: true)

        let changed = layer.update(to: Self.otherPoster, rewrittenRows: [3], cleared: false)
        let closed = layer.update(to: nil, rewrittenRows: [3], cleared: false)
        let nothing = layer.update(to: nil, rewrittenRows: [3], cleared: false)

        let otherPlace =
            "\u{1B}[4;13H" + "\u{1B}_Ga=T,f=100,q=2,c=3,r=2,i=1,p=1,C=1,m=0;"
            + Data(Self.png.reversed()).base64EncodedString() + "\u{1B}\\"
        #expect(changed.before == Self.kittyDelete)
        #expect(changed.after == otherPlace)
        #expect(closed.before == Self.kittyDelete)
        #expect(closed.after == "")
        #expect(nothing.before == "")
        #expect(nothing.after == "")
    }

    @Test("kitty: after the screen is cleared (a resize) the poster is deleted and placed again")
    func kittyAfterClear() {
        var layer = PosterLayer(imageProtocol: .kitty)
        _ = layer.update(to: Self.poster, rewrittenRows: [], cleared: true)

        let resized = layer.update(to: Self.poster, rewrittenRows: Set(0..<24), cleared: true)

        #expect(resized.before == Self.kittyDelete)
        #expect(resized.after == Self.kittyPlace)
    }

    @Test("kitty: leaving the app takes the poster down; with none shown it writes nothing")
    func kittyTakeDown() {
        var layer = PosterLayer(imageProtocol: .kitty)
        _ = layer.update(to: Self.poster, rewrittenRows: [], cleared: true)

        #expect(layer.takeDown() == Self.kittyDelete)
        #expect(layer.takeDown() == "")
    }

    @Test("iTerm2: the image is drawn inline at its box, and again only when the text rewrote one of its rows")
    func itermRedrawsOverwrittenRows() {
        var layer = PosterLayer(imageProtocol: .iterm)

        let first = layer.update(to: Self.poster, rewrittenRows: Set(0..<24), cleared: true)
        let elsewhere = layer.update(to: Self.poster, rewrittenRows: [0, 5], cleared: false)
        let over = layer.update(to: Self.poster, rewrittenRows: [4], cleared: false)

        #expect(first.before == "")
        #expect(first.after == Self.itermPlace)
        #expect(elsewhere.before == "")
        #expect(elsewhere.after == "")
        #expect(over.before == "")
        #expect(over.after == Self.itermPlace)
    }

    @Test("iTerm2: a poster that goes is blanked out cell by cell before the text, as the canvas cannot see it")
    func itermBlanksWhatGoes() {
        var layer = PosterLayer(imageProtocol: .iterm)
        _ = layer.update(to: Self.poster, rewrittenRows: [], cleared: true)

        let closed = layer.update(to: nil, rewrittenRows: [], cleared: false)

        #expect(closed.before == Self.itermBlank)
        #expect(closed.after == "")
    }
}
