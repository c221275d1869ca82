import MVIKit
import MarqueeDomain
import MarqueePresentation
import MarqueeWords
import TerminalKit

/// The accessible app: the same reducer as the full screen, shown as plain lines with one prompt per action.
///
/// Nothing is redrawn and no box is drawn: after each action it waits for the answer, then prints the banner if a
/// new one is up, the screen if it changed (or only the item under the cursor, if only that moved), then the
/// prompt. It reads whole lines, so it works with screen readers, dumb terminals and pipes alike.
@MainActor
public struct LinearApp {
    let store: Store<AppReducer>
    let console: Console
    let texts: ScreenTexts

    /// Creates the linear app over a store.
    /// - Parameters:
    ///   - store: the app's store.
    ///   - console: where the lines go.
    ///   - texts: the words of the screens.
    public init(store: Store<AppReducer>, console: Console, texts: ScreenTexts) {
        self.store = store
        self.console = console
        self.texts = texts
    }

    /// Runs until `q`, or until the input ends.
    /// - Parameter lines: the typed lines, read off the main actor.
    /// - Returns: how it ended.
    public func run(lines: AsyncStream<String>) async -> TerminalApp.Outcome {
        let text = LinearText(texts: texts)
        var printer = Printer(console: console)
        store.send(.started)
        await settle()
        printer.show(store.state, text: text)
        for await line in lines {
            let state = store.state
            switch LinearInput.parse(line, mode: text.mode(state)) {
            case .empty where state.screen == .onboarding:
                store.send(.backTapped)
            case .empty where state.isTyping:
                store.send(.cursorMoved(by: 1))
            case .empty:
                printer.repeatScreen()
            case .genres(let genres):
                pick(genres)
            case .text(let typed):
                enter(typed)
            case .ask(let question):
                // `ask <words>` works from any screen: to Ask, into the field, asked.
                store.send(.screenSelected(.ask))
                enter(question)
            case .unknown(let word):
                console.out(texts.l10n(.tuiLinearUnknown, word))
            case .key(let key):
                switch KeyMap.action(for: key, in: state) {
                case .send(let intent): store.send(intent)
                case .quit, .interrupt: return await finish()
                case nil: console.out(texts.l10n(.tuiLinearUnknown, key.description))
                }
            }
            await settle()
            printer.show(store.state, text: text)
            if store.state.isShowingHelp {
                // Help is printed once, like everything else here, and closed at once.
                store.send(.helpTapped)
            }
        }
        return await finish()
    }

    /// Picks exactly these genres and saves them.
    private func pick(_ genres: GenreSet) {
        for genre in Genre.allCases where genres.contains(genre) != store.state.onboarding.selected.contains(genre) {
            store.send(.onboarding(.genreToggled(genre)))
        }
        store.send(.onboarding(.doneTapped))
    }

    /// Puts a typed line into the field: the search words (then searches), the question (then asks), or the form
    /// field (then moves on).
    private func enter(_ typed: String) {
        switch store.state.screen {
        case .search:
            store.send(.search(.queryChanged(typed)))
            store.send(.selectTapped)
        case .ask:
            store.send(.ask(.questionChanged(typed)))
            store.send(.selectTapped)
        case .together:
            for character in typed { store.send(.textTyped(character)) }
            store.send(.selectTapped)
        case .recommend:
            guard let field = store.state.formField else { return }
            store.send(.recommend(.fieldChanged(field, typed)))
            store.send(.cursorMoved(by: 1))
        default:
            break
        }
    }

    /// Waits until everything the last action started has answered: finite work has returned, and a screen
    /// that follows a subscription (the shelf) has shown its first answer; subscriptions run on.
    private func settle() async {
        await store.settle(ignoring: AppReducer.subscriptions)
        await store.waitUntil { !$0.isBusy }
    }

    private func finish() async -> TerminalApp.Outcome {
        await settle()
        return .quit
    }

    /// What has been printed, so only what changed is printed again.
    private struct Printer {
        let console: Console
        private var body: [String] = []
        private var focus: String?
        private var banner: [String] = []

        init(console: Console) { self.console = console }

        mutating func show(_ state: AppState, text: LinearText) {
            let banner = text.banner(state)
            if banner != self.banner, !banner.isEmpty { console.out(banner.joined(separator: "\n")) }
            self.banner = banner
            if state.isShowingHelp {
                console.out(text.help(state).joined(separator: "\n"))
            } else {
                let body = text.body(state)
                let focus = text.focus(state)
                if body != self.body {
                    console.out((body + (focus.map { [$0] } ?? [])).joined(separator: "\n"))
                } else if focus != self.focus, let focus {
                    console.out(focus)
                }
                self.body = body
                self.focus = focus
            }
            console.out(text.prompt(state))
        }

        /// An empty line prints the screen again, for a reader who missed it.
        func repeatScreen() {
            console.out((body + (focus.map { [$0] } ?? [])).joined(separator: "\n"))
        }
    }
}
