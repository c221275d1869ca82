import MVIKit
import MarqueePresentation
import TerminalKit

/// The full-screen app's loop: keys, resizes and state changes in, one frame (or row diff) out per event.
///
/// It renders `AppState` and sends `AppIntent`s and decides nothing itself. Keys are read on TerminalKit's own
/// thread, never on the main actor; the terminal is restored on `q`, Ctrl-C, errors, and (by TerminalKit's
/// handlers) SIGTERM and SIGHUP.
@MainActor
public struct TerminalApp {
    /// How the loop ended.
    public enum Outcome: Sendable {
        /// `q`, or the terminal went away.
        case quit
        /// Ctrl-C.
        case interrupted
    }

    /// How long quitting waits for reactions still being saved, after the terminal is already restored.
    static let saveGrace: Duration = .seconds(2)
    /// How often the busy spinner turns.
    static let tickInterval: Duration = .milliseconds(120)

    /// The app's store.
    let store: Store<AppReducer>
    /// The terminal drawn on.
    let terminal: Terminal
    /// The words of the screens.
    let texts: ScreenTexts
    /// How the terminal shows the detail panel's poster, or `nil` for no images; decided before ``run()``, because
    /// asking the terminal (kitty's query) must be done before the keys are read, or its answer would read as keys.
    var imageProtocol: ImageProtocol? = nil

    /// Creates the app over a store and a terminal.
    /// - Parameters:
    ///   - store: the app's store.
    ///   - terminal: the terminal drawn on.
    ///   - texts: the words of the screens.
    ///   - imageProtocol: how the terminal shows posters, or `nil` for none.
    public init(store: Store<AppReducer>, terminal: Terminal, texts: ScreenTexts, imageProtocol: ImageProtocol? = nil) {
        self.store = store
        self.terminal = terminal
        self.texts = texts
        self.imageProtocol = imageProtocol
    }

    /// Runs the app until the user quits; the terminal is restored before it returns or throws.
    /// - Returns: how it ended.
    /// - Throws: `TerminalError` when the terminal cannot be set up; nothing has changed on screen then.
    public func run() async throws(TerminalError) -> Outcome {
        try terminal.enterRawMode()
        defer { terminal.restore() }
        try terminal.enterFullScreen()
        let (events, sink) = AsyncStream.makeStream(of: AppEvent.self, bufferingPolicy: .unbounded)
        let sources = startSources(sink)
        var screen = Frame(terminal: terminal, texts: texts, size: terminal.size(), imageProtocol: imageProtocol)
        store.send(.started)
        let outcome = await loop(events, screen: &screen)
        // Stop reading first, so keys typed from now on reach the shell rather than this process.
        for source in sources { source.cancel() }
        screen.takeDownPoster()
        terminal.restore()
        await finishSaving()
        return outcome
    }

    private func loop(_ events: AsyncStream<AppEvent>, screen: inout Frame) async -> Outcome {
        screen.show(store.state)
        for await event in events {
            switch event {
            case .key(let key):
                switch KeyMap.action(for: key, in: store.state, detail: screen.detail) {
                case .send(let intent): store.send(intent)
                case .quit: return .quit
                case .interrupt: return .interrupted
                case nil: continue
                }
            case .resized(let size):
                screen.size = size
            case .tick:
                guard store.state.isBusy else { continue }
                screen.tick += 1
            case .stateChanged:
                break
            case .inputClosed:
                return .quit
            }
            screen.show(store.state)
        }
        return .quit
    }

    /// Starts the tasks that feed the event stream: keys, resizes, state changes and, unless motion is reduced,
    /// the spinner's clock.
    private func startSources(_ sink: AsyncStream<AppEvent>.Continuation) -> [Task<Void, Never>] {
        let terminal = self.terminal
        let states = store.states()
        var sources = [
            Task {
                for await key in terminal.keys() { sink.yield(.key(key)) }
                sink.yield(.inputClosed)
            },
            Task { for await size in terminal.resizes() { sink.yield(.resized(size)) } },
            Task { for await _ in states { sink.yield(.stateChanged) } },
        ]
        if !terminal.environment.reducesMotion {
            sources.append(
                Task {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: Self.tickInterval)
                        sink.yield(.tick)
                    }
                })
        }
        return sources
    }

    /// Lets reactions still being written finish, so a like pressed just before `q` is kept; subscriptions are
    /// not waited for, and the wait is bounded, because the terminal is already back and the user is waiting.
    private func finishSaving() async {
        let store = self.store
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await store.settle(ignoring: AppReducer.subscriptions) }
            group.addTask { try? await Task.sleep(for: Self.saveGrace) }
            await group.next()
            group.cancelAll()
        }
    }
}
