import MarqueePresentation
import TerminalKit
import Testing

@testable import MarqueeTerminalApp
@testable import MarqueeWords

/// A key pressed on a screen, and the action it must give, written as the action prints.
struct KeyCase: Sendable, CustomTestStringConvertible {
    let screen: Screen
    let key: Key
    let action: String
    var confirming = false
    var help = false

    var testDescription: String { "\(key) on \(screen.rawValue) → \(action)" }

    static let all: [KeyCase] = [
        KeyCase(screen: .feed, key: .character("j"), action: "send(feed(nextTapped))"),
        KeyCase(screen: .feed, key: .down, action: "send(feed(nextTapped))"),
        KeyCase(screen: .feed, key: .character("k"), action: "send(feed(previousTapped))"),
        KeyCase(screen: .feed, key: .up, action: "send(feed(previousTapped))"),
        KeyCase(screen: .feed, key: .character("l"), action: "send(feed(likeTapped))"),
        KeyCase(screen: .feed, key: .character("s"), action: "send(feed(saveTapped))"),
        KeyCase(screen: .feed, key: .character("p"), action: "send(feed(passTapped))"),
        KeyCase(screen: .feed, key: .character("u"), action: "send(feed(undoTapped))"),
        KeyCase(screen: .feed, key: .character("i"), action: "send(feed(infoTapped))"),
        KeyCase(screen: .feed, key: .enter, action: "send(feed(infoTapped))"),
        KeyCase(screen: .feed, key: .character("x"), action: "nil"),
        KeyCase(screen: .saved, key: .character("j"), action: "send(cursorMoved(by: 1))"),
        KeyCase(screen: .saved, key: .up, action: "send(cursorMoved(by: -1))"),
        KeyCase(screen: .saved, key: .enter, action: "send(selectTapped)"),
        KeyCase(screen: .saved, key: .character("x"), action: "send(removeTapped)"),
        KeyCase(screen: .saved, key: .delete, action: "send(removeTapped)"),
        KeyCase(screen: .saved, key: .character("l"), action: "nil"),
        KeyCase(screen: .onboarding, key: .right, action: "send(cursorMoved(by: 7))"),
        KeyCase(screen: .onboarding, key: .character("h"), action: "send(cursorMoved(by: -7))"),
        KeyCase(screen: .onboarding, key: .character(" "), action: "send(selectTapped)"),
        KeyCase(screen: .onboarding, key: .enter, action: "send(onboarding(doneTapped))"),
        KeyCase(screen: .preferences, key: .character("g"), action: "send(repickGenresTapped)"),
        KeyCase(screen: .preferences, key: .character("X"), action: "send(preferences(resetTapped))"),
        KeyCase(screen: .preferences, key: .character("x"), action: "nil"),
        KeyCase(screen: .preferences, key: .character("y"), action: "nil"),
        KeyCase(
            screen: .preferences, key: .character("y"), action: "send(preferences(resetConfirmed))", confirming: true),
        KeyCase(
            screen: .preferences, key: .character("n"), action: "send(preferences(resetCancelled))", confirming: true),
        KeyCase(screen: .preferences, key: .escape, action: "send(backTapped)", confirming: true),
        KeyCase(screen: .feed, key: .tab, action: "send(nextScreenTapped)"),
        KeyCase(screen: .saved, key: .backTab, action: "send(previousScreenTapped)"),
        KeyCase(screen: .feed, key: .character("2"), action: "send(screenSelected(discover))"),
        KeyCase(screen: .feed, key: .character("4"), action: "send(screenSelected(saved))"),
        KeyCase(screen: .feed, key: .character("6"), action: "send(screenSelected(ask))"),
        KeyCase(screen: .feed, key: .character("7"), action: "send(screenSelected(preferences))"),
        KeyCase(screen: .ask, key: .character("q"), action: "send(textTyped(\"q\"))"),
        KeyCase(screen: .ask, key: .character("/"), action: "send(textTyped(\"/\"))"),
        KeyCase(screen: .ask, key: .enter, action: "send(selectTapped)"),
        KeyCase(screen: .ask, key: .down, action: "send(cursorMoved(by: 1))"),
        KeyCase(screen: .ask, key: .escape, action: "send(backTapped)"),
        KeyCase(screen: .ask, key: .control("c"), action: "interrupt"),
        KeyCase(screen: .search, key: .character("q"), action: "send(textTyped(\"q\"))"),
        KeyCase(screen: .search, key: .character("2"), action: "send(textTyped(\"2\"))"),
        KeyCase(screen: .search, key: .backspace, action: "send(textErased)"),
        KeyCase(screen: .search, key: .enter, action: "send(selectTapped)"),
        KeyCase(screen: .search, key: .down, action: "send(cursorMoved(by: 1))"),
        KeyCase(screen: .search, key: .tab, action: "send(nextScreenTapped)"),
        KeyCase(screen: .search, key: .control("c"), action: "interrupt"),
        KeyCase(screen: .recommend, key: .character("7"), action: "send(textTyped(\"7\"))"),
        KeyCase(screen: .recommend, key: .escape, action: "send(backTapped)"),
        KeyCase(screen: .discover, key: .character("j"), action: "send(cursorMoved(by: 1))"),
        KeyCase(screen: .discover, key: .enter, action: "send(selectTapped)"),
        KeyCase(screen: .discover, key: .character("s"), action: "nil"),
        KeyCase(screen: .discover, key: .character("x"), action: "nil"),
        KeyCase(screen: .discover, key: .character("q"), action: "quit"),
        KeyCase(screen: .feed, key: .character("9"), action: "nil"),
        KeyCase(screen: .feed, key: .character("?"), action: "send(helpTapped)"),
        KeyCase(screen: .feed, key: .escape, action: "send(backTapped)"),
        KeyCase(screen: .saved, key: .character("r"), action: "send(refreshTapped)"),
        KeyCase(screen: .feed, key: .character("o"), action: "send(startOverTapped)"),
        KeyCase(screen: .feed, key: .character("q"), action: "quit"),
        KeyCase(screen: .onboarding, key: .control("c"), action: "interrupt"),
        KeyCase(screen: .feed, key: .character("l"), action: "send(backTapped)", help: true),
        KeyCase(screen: .feed, key: .character("q"), action: "quit", help: true),
        KeyCase(screen: .feed, key: .control("c"), action: "interrupt", help: true),
    ]
}

@MainActor
struct KeyMapTests {
    @Test("Each key does what the screen's table says", arguments: KeyCase.all)
    func keysMapToActions(_ testCase: KeyCase) {
        var state = TUIFixture.feed
        state.screen = testCase.screen
        state.preferences.isConfirmingReset = testCase.confirming
        state.isShowingHelp = testCase.help

        let action = KeyMap.action(for: testCase.key, in: state)

        #expect(Self.describe(action) == testCase.action)
    }

    @Test(
        "Every key the help and the footer list does something on that screen",
        arguments: Screen.allCases, [false, true]
    )
    func guideMatchesTheMap(screen: Screen, confirming: Bool) {
        var state = TUIFixture.feed
        state.screen = screen
        state.preferences.isConfirmingReset = confirming
        for entry in KeyGuide.screenEntries(for: state) + KeyGuide.globalEntries {
            for name in entry.keys.split(separator: " ") {
                guard let key = Self.key(named: String(name)) else { continue }
                #expect(KeyMap.action(for: key, in: state) != nil, "\(name) on \(screen)")
            }
        }
    }

    @Test("On the form, Enter sends the form from \"or milder\" and the button; Space switches \"or milder\"")
    func enterSendsTheForm() {
        var state = TUIFixture.feed
        state.screen = .recommend
        var actions: [String] = []
        for row in [AppState.milderRow, AppState.formRows - 1] {
            state.formCursor = row
            actions += [Self.describe(KeyMap.action(for: .enter, in: state))]
            actions += [Self.describe(KeyMap.action(for: .character(" "), in: state))]
        }
        #expect(
            actions == [
                "send(recommend(submitTapped))", "send(selectTapped)", "send(recommend(submitTapped))",
                "send(selectTapped)",
            ])
    }

    @Test("With a film's detail open, the footer starts with Esc close and lists only keys that work there")
    func detailFooter() {
        var state = TUIFixture.feed
        state.screen = .saved
        state.saved.shelf = .loaded(TUIFixture.shelf)
        state.detail = DetailState(movieID: TUIFixture.spiritedAway.id)
        let footer = KeyGuide(l10n: Localizer(.english)).footer(for: state)
        #expect(
            footer.keys == [
                "Esc i close", "PgDn PgUp scroll", "s save or unsave", "j ↓ next film", "k ↑ previous film",
                "x Del remove",
            ])
        for entry in KeyGuide.screenEntries(for: state) {
            for name in entry.keys.split(separator: " ") {
                guard let key = Self.key(named: String(name)) else { continue }
                #expect(KeyMap.action(for: key, in: state) != nil, "\(name) in the detail panel")
            }
        }
    }

    @Test("In German the footer names the space bar Leertaste")
    func germanKeyNames() {
        var state = TUIFixture.feed
        state.screen = .recommend
        state.formCursor = AppState.milderRow
        let footer = KeyGuide(l10n: Localizer(.german)).footer(for: state)
        #expect(footer.keys == ["Enter Tipps holen", "Leertaste ein- oder ausschalten", "j ↓ runter", "k ↑ hoch"])
    }

    @Test("u on the shelf undoes the last removal")
    func undoOnTheShelf() {
        var state = TUIFixture.feed
        state.screen = .saved
        #expect(Self.describe(KeyMap.action(for: .character("u"), in: state)) == "send(saved(undoTapped))")
    }

    /// The keys as the guide prints them; ranges such as `1-3` are checked by their ends.
    private static func key(named name: String) -> Key? {
        let names: [String: Key] = [
            "↓": .down, "↑": .up, "←": .left, "→": .right, "Enter": .enter, "Del": .delete, "Space": .character(" "),
            "Esc": .escape, "Tab": .tab, "S-Tab": .backTab, "PgDn": .pageDown, "PgUp": .pageUp,
            "1-\(Screen.tabs.count)": .character("1"),
        ]
        if let key = names[name] { return key }
        return name.count == 1 ? name.first.map(Key.character) : nil
    }

    /// An action as comparable text: Swift's description without the type names it puts before nested cases.
    private static func describe(_ action: KeyAction?) -> String {
        guard let action else { return "nil" }
        return String(describing: action).replacing(#/[A-Z][A-Za-z]*\./#, with: "")
    }
}
