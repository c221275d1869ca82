import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

@MainActor
struct AppRecommendTests {
    private static let parser = RecommendationFormParser(currentYear: 2026)

    private var formScreen: AppState {
        var state = AppFixture.initial
        state.screen = .recommend
        return state
    }

    @Test("Typing fills the field under the cursor, and leaving a field checks it at once")
    func fieldByFieldValidation() {
        var state = formScreen
        let reducer = AppReducer.unimplemented

        for character in "20x" { _ = reducer.reduce(&state, .textTyped(character)) }
        _ = reducer.reduce(&state, .textErased)
        #expect(state.recommend.fieldErrors.isEmpty, "a field is not judged while it is being typed")
        _ = reducer.reduce(&state, .cursorMoved(by: 1))

        var expected = formScreen
        expected.recommend.input.year = "20"
        expected.recommend.fieldErrors = [.year: Self.parser.check(.year, in: expected.recommend.input)!]
        expected.formCursor = 1
        #expect(state == expected)
        #expect(state.isTyping)

        _ = reducer.reduce(&state, .textTyped("9"))
        _ = reducer.reduce(&state, .textTyped("0"))
        _ = reducer.reduce(&state, .backTapped)
        expected.recommend.input.duration = "90"
        expected.formCursor = AppState.formRows - 1
        #expect(state == expected)
        #expect(!state.isTyping)
    }

    @Test("Space on \"or milder\" switches it; typing there changes nothing")
    func milderToggles() {
        var state = formScreen
        state.formCursor = AppState.milderRow
        let reducer = AppReducer.unimplemented

        _ = reducer.reduce(&state, .selectTapped)
        _ = reducer.reduce(&state, .textTyped("x"))

        var expected = formScreen
        expected.formCursor = AppState.milderRow
        expected.recommend.input.includesMilder = true
        #expect(state == expected)
    }

    @Test("Enter sends the form; the local engine answers from the catalog")
    func submitAnswers() async {
        var initial = formScreen
        initial.recommend.input = RecommendationFormInput(year: "2016", duration: "2h", type: "movie", rating: "pg13")
        let store = Store(initialState: initial, reducer: AppReducer(profile: InMemoryProfileRepository()))

        store.send(.selectTapped)
        #expect(store.state.isBusy)
        await store.settle()

        #expect(store.state.recommend.answer.value?.source == .local)
        #expect(store.state.recommend.visiblePicks.first?.recommendation.movie == Films.arrival)
        #expect(store.state.banner == nil)
    }

    @Test("A form that cannot be answered shows a banner; Start over empties the form and moves to its top")
    func failureAndStartOver() async {
        var initial = formScreen
        initial.recommend.input = RecommendationFormInput(year: "2016", duration: "2h", type: "movie", rating: "pg13")
        initial.formCursor = 3
        let store = Store(
            initialState: initial,
            reducer: AppReducer(
                catalog: ArrayCatalog(Films.dozen, failingWith: Fixture.catalogMissing),
                profile: InMemoryProfileRepository()))

        store.send(.selectTapped)
        await store.settle()
        #expect(
            store.state.banner
                == AppBanner(.recommendFailed(.catalog(Fixture.catalogMissing)), actions: [.retry, .startOver]))

        store.send(.startOverTapped)
        #expect(store.state == formScreen)
    }
}
