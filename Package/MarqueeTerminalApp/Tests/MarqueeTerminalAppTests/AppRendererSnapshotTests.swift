import MarqueeDomain
import MarqueePresentation
import TerminalKit
import Testing

@testable import MarqueeTerminalApp
@testable import MarqueeWords

/// A state to draw, under a snapshot name.
struct SnapshotCase: Sendable, CustomTestStringConvertible {
    let name: String
    let state: AppState
    var language: Language = .english

    var testDescription: String { name }

    static let all: [SnapshotCase] = {
        var cases: [SnapshotCase] = []
        func add(_ name: String, language: Language = .english, _ change: (inout AppState) -> Void) {
            var state = TUIFixture.feed
            change(&state)
            cases.append(SnapshotCase(name: name, state: state, language: language))
        }
        add("feed-card") { _ in }
        add("feed-card-wide-title") { $0.feed.position = 1 }
        add("feed-card-summary") { $0.feed.position = 2 }
        add("feed-detail") { $0.feed.isShowingInfo = true }
        add("feed-loading") { $0.feed.cards = .loading }
        add("feed-refreshing") { $0.feed.isRefreshing = true }
        add("feed-refresh-failed") {
            $0.feed.notice = .refreshFailed(.profile(.unreadable(path: "/p", reason: "Permission denied")))
        }
        add("feed-unavailable") {
            $0.feed.cards = .failed(.catalog(.unavailable(reason: "The bundled catalog is missing")))
        }
        add("feed-empty") { $0.feed.cards = .loaded([]) }
        add("feed-help") { $0.isShowingHelp = true }
        add("feed-german", language: .german) { _ in }
        add("saved-list") {
            $0.screen = .saved
            $0.saved.shelf = .loaded(TUIFixture.shelf)
            $0.savedCursor = 1
        }
        add("saved-detail") {
            $0.screen = .saved
            $0.saved.shelf = .loaded(TUIFixture.shelf)
            $0.detail = DetailState(movieID: TUIFixture.spiritedAway.id)
            $0.detail?.details = .failed(.offline(reason: .other("no network")))
        }
        add("feed-detail-from-store") {
            $0.feed.isShowingInfo = true
            $0.detail = DetailState(movieID: TUIFixture.matrix.id)
            $0.detail?.details = .loaded(TUIFixture.matrixDetails)
            $0.detail?.savedIDs = [TUIFixture.matrix.id]
        }
        add("discover") {
            $0.screen = .discover
            $0.discover.catalog = .loaded(TUIFixture.charts)
            $0.discoverCursor = 2
        }
        add("discover-detail") {
            $0.screen = .discover
            $0.discover.catalog = .loaded(TUIFixture.charts)
            $0.detail = DetailState(movieID: TUIFixture.matrix.id)
            $0.detail?.details = .loading
        }
        add("search-typing") {
            $0.screen = .search
            $0.search.query = "a"
        }
        add("search-results") {
            $0.screen = .search
            $0.search.query = "ame"
            $0.search.results = .loaded(TUIFixture.found)
            $0.isEditingQuery = false
            $0.searchCursor = 1
        }
        add("recommend-form") {
            $0.screen = .recommend
            $0.recommend.input = RecommendationFormInput(year: "20", duration: "2h", type: "movie")
            $0.recommend.fieldErrors = [.year: .yearOutOfRange(20, accepted: 1900...2027)]
            $0.formCursor = 3
        }
        add("recommend-answer") {
            $0.screen = .recommend
            $0.recommend.input = RecommendationFormInput(
                year: "2001", duration: "2h", type: "movie", rating: "pg", includesMilder: true)
            $0.recommend.answer = .loaded(TUIFixture.answer)
            $0.formCursor = AppState.formRows - 1
        }
        add("recommend-milder-german", language: .german) {
            $0.screen = .recommend
            $0.formCursor = AppState.milderRow
        }
        // The local engine loosened the form: a year after the catalog's last, and PG-13 before it existed.
        add("recommend-closest-years") {
            $0.screen = .recommend
            $0.recommend.input = RecommendationFormInput(year: "2020", duration: "2h", type: "movie", rating: "pg-13")
            $0.recommend.answer = .loaded(TUIFixture.relaxedAnswer(year: 2020, .closestYears(TUIFixture.closest2020)))
            $0.formCursor = AppState.formRows - 1
        }
        add("recommend-rating-introduced-german", language: .german) {
            $0.screen = .recommend
            $0.recommend.input = RecommendationFormInput(year: "1950", duration: "2h", type: "movie", rating: "pg-13")
            $0.recommend.answer = .loaded(
                TUIFixture.relaxedAnswer(
                    year: 1950, .otherYears(requested: 1950, rating: .pg13, introduced: 1984, used: 1958...1971)))
            $0.formCursor = AppState.formRows - 1
        }
        add("saved-removed") {
            $0.screen = .saved
            $0.saved.shelf = .loaded(Array(TUIFixture.shelf.dropFirst()))
            $0.saved.lastRemoval = SavedRemoval(entry: TUIFixture.shelf[0], index: 0)
        }
        add("saved-empty") {
            $0.screen = .saved
            $0.saved.shelf = .loaded([])
        }
        add("picker") {
            $0.screen = .onboarding
            $0.onboarding = OnboardingState(selected: [.drama, .sciFi])
            $0.genreCursor = 16
        }
        add("picker-needs-a-genre") {
            $0.screen = .onboarding
            $0.onboarding.needsAGenre = true
        }
        add("preferences") {
            $0.screen = .preferences
            $0.preferences.profile = .loaded(TUIFixture.profile)
        }
        add("preferences-confirm-reset", language: .german) {
            $0.screen = .preferences
            $0.preferences.profile = .loaded(TUIFixture.profile)
            $0.preferences.isConfirmingReset = true
        }
        addAsk(to: &cases)
        return cases
    }()

    /// The Ask screen: empty, streaming, a model's answer, offline (English and German) and a failure.
    private static func addAsk(to cases: inout [SnapshotCase]) {
        func add(_ name: String, language: Language = .english, _ change: (inout AppState) -> Void) {
            var state = TUIFixture.ask
            change(&state)
            cases.append(SnapshotCase(name: name, state: state, language: language))
        }
        add("ask-empty") { $0.ask.question = "something like The Matrix but gentler" }
        add("ask-waiting") {
            $0.ask.asked = "something like The Matrix but gentler"
            $0.ask.answer = .loading
        }
        add("ask-streaming") {
            $0.ask.asked = "something like The Matrix but gentler"
            $0.ask.answer = .loading
            $0.ask.streamed = [TUIFixture.matrixPick, TUIFixture.uncataloguedPick]
        }
        add("ask-answer") {
            $0.ask.asked = "something like The Matrix but gentler"
            $0.ask.answer = .loaded(.model(name: "gpt-4o-mini", TUIFixture.modelAnswer))
            $0.isEditingQuestion = false
            $0.askCursor = 1
        }
        for language in [Language.english, .german] {
            add(language == .english ? "ask-offline" : "ask-offline-german", language: language) {
                $0.ask.asked = "90s sci-fi like the first one"
                $0.ask.answer = .loaded(
                    .offline(
                        request: "90s sci-fi like The Matrix", TUIFixture.offlineAnswer,
                        fellBackBecause: .unreachable(reason: .cannotConnect)))
            }
        }
        add("ask-detail") {
            $0.ask.asked = "something like The Matrix but gentler"
            $0.ask.answer = .loaded(.model(name: "gpt-4o-mini", TUIFixture.modelAnswer))
            $0.isEditingQuestion = false
            $0.detail = DetailState(movieID: TUIFixture.matrix.id)
            $0.detail?.details = .loaded(TUIFixture.matrixDetails)
            $0.detail?.savedIDs = []
        }
        add("ask-help") {
            $0.ask.asked = "something like The Matrix but gentler"
            $0.ask.answer = .loaded(.model(name: "gpt-4o-mini", TUIFixture.modelAnswer))
            $0.isEditingQuestion = false
            $0.isShowingHelp = true
        }
        add("ask-failed-banner") {
            $0.ask.asked = "something like The Matrix but gentler"
            $0.ask.answer = .failed(.model(.rateLimited))
            $0.ask.streamed = [TUIFixture.matrixPick]
        }
        add("together-empty") { $0.screen = .together }
        for language in [Language.english, .german] {
            add(language == .english ? "together-picks" : "together-picks-german", language: language) {
                $0.screen = .together
                $0.isEditingMember = false
                $0.together.members = [GroupMember(name: "ana", profile: .empty)]
                let fits = [
                    MemberFit(
                        member: TogetherState.you, satisfaction: 1,
                        reasons: [RecommendationReason(.preferredGenre(.sciFi), contribution: 2)]),
                    MemberFit(member: "ana", satisfaction: 0, reasons: []),
                ]
                $0.together.picks = .loaded(
                    GroupPicks(
                        members: [TogetherState.you, "ana"],
                        picks: [
                            GroupPick(movie: TUIFixture.matrix, fits: fits),
                            GroupPick(movie: TUIFixture.spiritedAway, fits: fits),
                        ],
                        tastesDiverge: true))
                $0.together.reactions = [TUIFixture.matrix.id: [.like]]
                $0.togetherCursor = 1
            }
        }
        add("together-unreadable") {
            $0.screen = .together
            $0.together.memberFailure = TogetherMemberFailure(
                source: "ana.csv", error: .fileNotFound(path: "ana.csv"))
        }
    }
}

@MainActor
struct AppRendererSnapshotTests {
    @Test("Every screen draws as its snapshot at 80×24", arguments: SnapshotCase.all)
    func standardSize(_ testCase: SnapshotCase) {
        let renderer = AppRenderer(texts: TUIFixture.texts(testCase.language))
        let canvas = renderer.canvas(for: testCase.state, size: TerminalSize(rows: 24, columns: 80))
        SnapshotAssertion.check(canvas, named: testCase.name + "-80x24")
    }

    @Test("Every screen draws as its snapshot at 120×40, using the room", arguments: SnapshotCase.all)
    func largeSize(_ testCase: SnapshotCase) {
        let renderer = AppRenderer(texts: TUIFixture.texts(testCase.language))
        let canvas = renderer.canvas(for: testCase.state, size: TerminalSize(rows: 40, columns: 120))
        SnapshotAssertion.check(canvas, named: testCase.name + "-120x40")
    }

    @Test("A window below 40×12 asks to be made larger instead of drawing a broken screen")
    func tooSmall() {
        let canvas = AppRenderer(texts: TUIFixture.texts()).canvas(
            for: TUIFixture.feed, size: TerminalSize(rows: 10, columns: 30))
        let expected =
            ["Marquee needs a window of at", "least 40×12. Make it larger,", "or press q to quit."]
            + Array(repeating: "", count: 7)
        #expect(canvas.plainText() == expected.joined(separator: "\n"))
    }

    @Test(
        "Every row of every snapshot state fits its width exactly, CJK and emoji included", arguments: SnapshotCase.all)
    func rowsFitTheirWidth(_ testCase: SnapshotCase) {
        for size in [TerminalSize(rows: 24, columns: 80), TerminalSize(rows: 40, columns: 120)] {
            let canvas = AppRenderer(texts: TUIFixture.texts(testCase.language)).canvas(for: testCase.state, size: size)
            for line in canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(DisplayWidth.of(line) <= size.columns, "\(testCase.name): \(line)")
            }
        }
    }

    @Test("At 40 columns the search field's footer still says how to leave it", arguments: [Screen.search, .ask])
    func narrowFooterLeavesTheField(_ screen: Screen) {
        var state = TUIFixture.feed
        state.screen = screen
        let canvas = AppRenderer(texts: TUIFixture.texts()).canvas(
            for: state, size: TerminalSize(rows: 12, columns: 40))
        let footer = canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false).last
        #expect(footer == " Esc leave the field · …    Ctrl-C quit")
    }

    @Test("The spinner turns only when motion is allowed; reduced motion shows a still word")
    func spinnerFollowsMotion() {
        var state = TUIFixture.feed
        state.feed.isRefreshing = true
        let size = TerminalSize(rows: 24, columns: 80)
        let still = AppRenderer(texts: TUIFixture.texts()).canvas(for: state, size: size)
        let turning = (0..<2).map {
            AppRenderer(texts: TUIFixture.texts(), spinnerFrame: $0).canvas(for: state, size: size)
        }
        let firstRow = { (canvas: Canvas) in String(canvas.plainText().prefix { $0 != "\n" }) }
        #expect(firstRow(still).hasSuffix(" loading"))
        #expect(firstRow(turning[0]).hasSuffix("⠋ loading"))
        #expect(firstRow(turning[1]).hasSuffix("⠙ loading"))
    }

    @Test("Without colour the current tab, the cursor and the banner still read: brackets, markers and reverse video")
    func meaningWithoutColour() throws {
        var state = TUIFixture.feed
        state.feed.notice = .nothingToUndo
        let canvas = AppRenderer(texts: TUIFixture.texts()).canvas(
            for: state, size: TerminalSize(rows: 24, columns: 80))
        let frame = canvas.render(colors: false)
        #expect(!frame.contains(try Regex(";3[0-7]m")), "no colour codes without colour")
        #expect(canvas.render(colors: true).contains(try Regex(";3[0-7]m")), "colour decorates when allowed")
        #expect(canvas.plainText().contains("[1 Feed]"))
        #expect(canvas.plainText().contains("i There is nothing to undo."))
        #expect(frame.contains("\u{1B}[0;1;7m"), "the tab and the banner are in reverse video")
    }
}
