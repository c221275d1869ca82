import Testing

@testable import TerminalKit

@Suite
struct CanvasRenderTests {
    private let escape = "\u{1B}"

    private func sample() -> Canvas {
        var canvas = Canvas(rows: 2, columns: 3)
        canvas.put("ab", row: 0, column: 0)
        canvas.put("c", row: 1, column: 0, style: Style(bold: true, color: .red))
        return canvas
    }

    @Test("A frame positions every row and changes style only where it differs")
    func fullFrame() {
        let expected = "\(escape)[0m\(escape)[1;1Hab \(escape)[2;1H\(escape)[0;1;31mc\(escape)[0m  "

        #expect(sample().render(colors: true) == expected)
    }

    @Test("With colour off a frame carries attributes but no colour codes")
    func noColor() {
        let expected = "\(escape)[0m\(escape)[1;1Hab \(escape)[2;1H\(escape)[0;1mc\(escape)[0m  "

        #expect(sample().render(colors: false) == expected)
    }

    @Test("A colour-only style renders like plain text when colour is off")
    func colorOnlyStyle() {
        var colored = Canvas(rows: 1, columns: 4)
        colored.put("Heat", row: 0, column: 0, style: Style(color: .green))
        var plain = Canvas(rows: 1, columns: 4)
        plain.put("Heat", row: 0, column: 0)

        #expect(colored.render(colors: false) == plain.render(colors: false))
        #expect(colored.render(colors: true) != plain.render(colors: true))
    }

    @Test("Every attribute has its own SGR code, and a styled row ends reset")
    func attributes() {
        var canvas = Canvas(rows: 1, columns: 1)
        canvas.put("x", row: 0, column: 0, style: Style(bold: true, dim: true, underline: true, reverse: true))

        #expect(canvas.render(colors: true) == "\(escape)[0m\(escape)[1;1H\(escape)[0;1;2;4;7mx\(escape)[0m")
    }

    @Test("A wide character is written once; the terminal fills its second cell")
    func wideCharacter() {
        var canvas = Canvas(rows: 1, columns: 4)
        canvas.put("千a", row: 0, column: 0)

        #expect(canvas.render(colors: true) == "\(escape)[0m\(escape)[1;1H千a ")
    }

    @Test("The diff of identical canvases is empty")
    func emptyDiff() {
        #expect(sample().diff(from: sample(), colors: true) == "")
    }

    @Test("One changed cell redraws only its row")
    func oneRowDiff() {
        var changed = sample()
        changed.put("C", row: 1, column: 2)

        let expected = "\(escape)[0m\(escape)[2;1H\(escape)[0;1;31mc\(escape)[0m C"
        #expect(changed.diff(from: sample(), colors: true) == expected)
    }

    @Test("A diff from a canvas of another size clears the screen and redraws everything")
    func resizedDiff() {
        let resized = Canvas(rows: 3, columns: 3)

        #expect(resized.diff(from: sample(), colors: true) == "\(escape)[2J" + resized.render(colors: true))
    }
}
