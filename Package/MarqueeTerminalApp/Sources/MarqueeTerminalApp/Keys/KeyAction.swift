import MarqueePresentation

/// What a key press asks the app to do: send an intent to the reducer, or stop.
enum KeyAction: Sendable {
    /// Send this intent to the app's store.
    case send(AppIntent)
    /// Quit normally (`q`): exit status 0.
    case quit
    /// Quit because of Ctrl-C: exit status 130, as a shell reports an interrupted program.
    case interrupt
}
