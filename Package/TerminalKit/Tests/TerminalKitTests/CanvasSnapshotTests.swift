import Testing

@testable import TerminalKit

/// Whole screens as text, the way the app's screens are tested at 80×24 and 120×40.
@Suite
struct CanvasSnapshotTests {
    /// A feed-card-like screen that reflows with the size: the summary wraps, the reasons box and the key bar move
    /// to the bottom.
    private func card(_ size: TerminalSize) -> Canvas {
        var canvas = Canvas(size: size)
        let title = "千と千尋の神隠し Spirited Away"
        canvas.put(title, row: 0, column: 1, style: Style(bold: true))
        let rating = "8.6/10"
        canvas.put(rating, row: 0, column: size.columns - 1 - DisplayWidth.of(rating), style: Style(reverse: true))
        canvas.put("2001 · 125 min · Animation, Fantasy · Hayao Miyazaki", row: 1, column: 1, style: Style(dim: true))
        let summary =
            "A sullen ten-year-old girl wanders into a world ruled by gods, witches and spirits, "
            + "where humans are changed into beasts, and works in a bathhouse to free her parents."
        for (offset, line) in DisplayWidth.wrap(summary, width: size.columns - 2).enumerated() {
            canvas.put(line, row: 3 + offset, column: 1)
        }
        canvas.box(row: size.rows - 6, column: 0, height: 4, width: 30, border: .rounded, title: "Why")
        canvas.put("🎬 You liked Heat", row: size.rows - 5, column: 2)
        canvas.put("🇯🇵 Japanese · Amélie fans", row: size.rows - 4, column: 2)
        let keys = DisplayWidth.fit(" j/k move  l like  s save  p pass  ? help  q quit", toWidth: size.columns)
        canvas.put(keys, row: size.rows - 1, column: 0, style: Style(reverse: true))
        return canvas
    }

    @Test("The card at 80×24 renders as the expected text")
    func card80x24() {
        let expected = """
             千と千尋の神隠し Spirited Away                                          8.6/10
             2001 · 125 min · Animation, Fantasy · Hayao Miyazaki

             A sullen ten-year-old girl wanders into a world ruled by gods, witches and
             spirits, where humans are changed into beasts, and works in a bathhouse to
             free her parents.












            ╭ Why ───────────────────────╮
            │ 🎬 You liked Heat          │
            │ 🇯🇵 Japanese · Amélie fans  │
            ╰────────────────────────────╯

             j/k move  l like  s save  p pass  ? help  q quit
            """

        #expect(card(TerminalSize(rows: 24, columns: 80)).plainText() == expected)
    }

    @Test("The card at 120×40 uses the width: the summary needs fewer lines")
    func card120x40() {
        let canvas = card(TerminalSize(rows: 40, columns: 120))
        let lines = canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

        #expect(lines.count == 40)
        #expect(lines[0].hasSuffix("8.6/10"))
        #expect(DisplayWidth.of(lines[0]) == 119)
        #expect(
            Array(lines[3...5]) == [
                " A sullen ten-year-old girl wanders into a world ruled by gods, witches and spirits, where humans are "
                    + "changed into",
                " beasts, and works in a bathhouse to free her parents.",
                "",
            ]
        )
        #expect(lines[34...37] == canvasBox)
        #expect(lines[39] == " j/k move  l like  s save  p pass  ? help  q quit")
    }

    private let canvasBox: ArraySlice<String> = [
        "╭ Why ───────────────────────╮",
        "│ 🎬 You liked Heat          │",
        "│ 🇯🇵 Japanese · Amélie fans  │",
        "╰────────────────────────────╯",
    ]

    @Test("Every row of a snapshot fits the canvas width", arguments: [(24, 80), (40, 120), (10, 30)])
    func rowsFit(rows: Int, columns: Int) {
        let text = card(TerminalSize(rows: rows, columns: columns)).plainText()

        for line in text.split(separator: "\n") {
            #expect(DisplayWidth.of(line) <= columns, "\(line)")
        }
    }
}
