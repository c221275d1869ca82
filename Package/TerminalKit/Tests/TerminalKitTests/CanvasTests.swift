import Testing

@testable import TerminalKit

@Suite
struct CanvasTests {
    private let bold = Style(bold: true)

    @Test("Text lands at its row and column, and the snapshot trims trailing spaces")
    func putText() {
        var canvas = Canvas(rows: 3, columns: 10)
        canvas.put("Heat", row: 0, column: 0)
        canvas.put("1995", row: 2, column: 3, style: bold)

        #expect(canvas.plainText() == "Heat\n\n   1995")
        #expect(canvas[2, 3] == Cell(character: "1", style: bold))
    }

    @Test("Text is clipped at the right edge and left of column 0")
    func clipping() {
        var canvas = Canvas(rows: 2, columns: 5)
        canvas.put("The Matrix", row: 0, column: 0)
        canvas.put("Matrix", row: 1, column: -2)

        #expect(canvas.plainText() == "The M\ntrix")
    }

    @Test("Rows outside the canvas are ignored")
    func rowsOutside() {
        var canvas = Canvas(rows: 1, columns: 4)
        canvas.put("Heat", row: -1, column: 0)
        canvas.put("Heat", row: 1, column: 0)

        #expect(canvas == Canvas(rows: 1, columns: 4))
    }

    @Test("A wide character takes two cells, the second a continuation")
    func wideCharacterCells() {
        var canvas = Canvas(rows: 1, columns: 4)
        let next = canvas.put("千a", row: 0, column: 0, style: bold)

        #expect(next == 3)
        #expect(
            Array(canvas.row(0)) == [
                Cell(character: "千", style: bold),
                Cell(character: " ", style: bold, isContinuation: true),
                Cell(character: "a", style: bold),
                .blank,
            ]
        )
        #expect(canvas.plainText() == "千a")
    }

    @Test("A wide character never straddles the right edge; its last column is blanked in its style")
    func wideCharacterAtEdge() {
        var canvas = Canvas(rows: 1, columns: 5)
        canvas.put("xxxxx", row: 0, column: 0)
        canvas.put("千と千", row: 0, column: 0, style: bold)

        #expect(canvas.plainText() == "千と")
        #expect(canvas[0, 4] == Cell(character: " ", style: bold))
    }

    @Test("A wide character straddling column 0 is dropped")
    func wideCharacterAtLeftEdge() {
        var canvas = Canvas(rows: 1, columns: 4)
        canvas.put("千a", row: 0, column: -1)

        #expect(canvas.plainText() == " a")
        #expect(canvas[0, 0] == .blank)
    }

    @Test("Writing over either half of a wide character blanks the other half")
    func overwritingHalves() {
        var right = Canvas(rows: 1, columns: 4)
        right.put("千", row: 0, column: 0)
        right.put("x", row: 0, column: 1)

        var left = Canvas(rows: 1, columns: 4)
        left.put("千", row: 0, column: 1)
        left.put("y", row: 0, column: 1)

        var shifted = Canvas(rows: 1, columns: 5)
        shifted.put("千と", row: 0, column: 0)
        shifted.put("尋", row: 0, column: 1)

        #expect(Array(right.row(0)) == [.blank, Cell(character: "x"), .blank, .blank])
        #expect(Array(left.row(0)) == [.blank, Cell(character: "y"), .blank, .blank])
        #expect(shifted.plainText() == " 尋")
        #expect(shifted.cells.filter(\.isContinuation).count == 1)
    }

    @Test("Emoji, flags and decomposed accents take their display width")
    func graphemes() {
        var canvas = Canvas(rows: 1, columns: 12)
        canvas.put("🇯🇵👨‍👩‍👧Ame\u{301}|", row: 0, column: 0)

        #expect(canvas.plainText() == "🇯🇵👨‍👩‍👧Ame\u{301}|")
        #expect(canvas[0, 7] == Cell(character: "|"))
    }

    @Test("Controls and zero-width characters are skipped, so text cannot inject escape sequences")
    func controlsSkipped() {
        var canvas = Canvas(rows: 1, columns: 10)
        canvas.put("a\u{1B}[31mb\n\u{200B}c", row: 0, column: 0)

        #expect(canvas.plainText() == "a[31mbc")
    }

    @Test("A box draws its border, its title and a blank inside")
    func lightBox() {
        var canvas = Canvas(rows: 4, columns: 12)
        canvas.put(String(repeating: "x", count: 12), row: 1, column: 0)
        canvas.box(row: 0, column: 1, height: 4, width: 10, title: "Why")

        let expected = """
             ┌ Why ───┐
            x│        │x
             │        │
             └────────┘
            """
        #expect(canvas.plainText() == expected)
    }

    @Test("The ASCII box uses only ASCII, and a long title is truncated")
    func asciiBox() {
        var canvas = Canvas(rows: 3, columns: 10)
        canvas.box(row: 0, column: 0, height: 3, width: 10, border: .ascii, title: "Spirited Away")

        #expect(canvas.plainText() == "+ Spiri… +\n|        |\n+--------+")
        #expect(canvas.plainText().unicodeScalars.allSatisfy { $0.isASCII || $0 == "…" })
    }

    @Test("The rounded box has round corners")
    func roundedBox() {
        var canvas = Canvas(rows: 2, columns: 3)
        canvas.box(row: 0, column: 0, height: 2, width: 3, border: .rounded)

        #expect(canvas.plainText() == "╭─╮\n╰─╯")
    }

    @Test("A box smaller than 2×2 draws nothing, and a box past the edge is clipped")
    func degenerateBoxes() {
        var tiny = Canvas(rows: 3, columns: 3)
        tiny.box(row: 0, column: 0, height: 1, width: 3)

        var clipped = Canvas(rows: 2, columns: 3)
        clipped.box(row: 0, column: 1, height: 3, width: 4, border: .ascii)

        #expect(tiny == Canvas(rows: 3, columns: 3))
        #expect(clipped.plainText() == " +-\n |")
    }
}
