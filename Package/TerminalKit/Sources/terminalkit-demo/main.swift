import Foundation
import TerminalKit

// A manual check of what unit tests cannot reach: raw mode, keys from a real tty, SIGWINCH and the restore.
// Run it in a terminal (or tmux), press keys, resize the window, quit with q or Ctrl-C, then check `stty -a`.
let terminal = Terminal()
guard terminal.environment.supportsFullScreen else {
    FileHandle.standardError.write(Data("terminalkit-demo needs a terminal (and TERM other than dumb).\n".utf8))
    exit(1)
}
do {
    try terminal.enterRawMode()
    try terminal.enterFullScreen()
} catch {
    terminal.restore()
    FileHandle.standardError.write(Data("terminalkit-demo: \(error)\n".utf8))
    exit(1)
}

let (events, sink) = AsyncStream.makeStream(of: DemoEvent.self)
let keyTask = Task {
    for await key in terminal.keys() { sink.yield(.key(key)) }
    sink.finish()
}
let resizeTask = Task {
    for await size in terminal.resizes() { sink.yield(.resize(size)) }
}

var screen = DemoScreen(size: terminal.size(), border: terminal.environment.isDumb ? .ascii : .rounded)
var shown = screen.canvas()
try? terminal.write(shown.render(colors: terminal.environment.usesColor))
for await event in events {
    guard screen.handle(event) else { break }
    let next = screen.canvas()
    try? terminal.write(next.diff(from: shown, colors: terminal.environment.usesColor))
    shown = next
}
keyTask.cancel()
resizeTask.cancel()
terminal.restore()
terminal.restore()  // deliberately twice: the second call must not touch the main screen
let typed = screen.keys.map(\.description).joined(separator: " ")
print("terminalkit-demo: quit after \(screen.keys.count) keys: \(typed)")
