import TerminalKit

/// The demo's state and how it is drawn: the size, the keys seen so far and a line of wide text.
struct DemoScreen {
    var size: TerminalSize
    var keys: [Key] = []
    var resizes = 0
    let border: BoxBorder

    /// Applies an event; returns false when the demo should quit (q or Ctrl-C).
    mutating func handle(_ event: DemoEvent) -> Bool {
        switch event {
        case .key(let key):
            keys.append(key)
            return key != .character("q") && key != .control("c")
        case .resize(let newSize):
            size = newSize
            resizes += 1
            return true
        }
    }

    func canvas() -> Canvas {
        var canvas = Canvas(size: size)
        canvas.box(row: 0, column: 0, height: size.rows, width: size.columns, border: border, title: "terminalkit-demo")
        let recent = keys.suffix(12).map(\.description).joined(separator: " ")
        let lines = [
            "size: \(size.columns)x\(size.rows)  resizes: \(resizes)  keys: \(keys.count)",
            "last: \(recent)",
            "wide: 千と千尋の神隠し | 🎬 👨‍👩‍👧 🇯🇵 | Amélie",
            "q or Ctrl-C quits",
        ]
        for (offset, line) in lines.enumerated() {
            canvas.put(DisplayWidth.truncate(line, toWidth: size.columns - 4), row: 2 + offset, column: 2)
        }
        canvas.put("reverse", row: 7, column: 2, style: Style(reverse: true))
        canvas.put("bold", row: 7, column: 11, style: Style(bold: true, color: .green))
        return canvas
    }
}
