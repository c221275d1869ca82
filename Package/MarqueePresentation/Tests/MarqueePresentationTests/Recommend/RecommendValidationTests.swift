import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

/// The form says, field by field and as typed values, what is wrong, and sends nothing until it is right.
@MainActor
struct RecommendValidationTests {
    private typealias Fixture = RecommendFixture

    private static let bad = RecommendationFormInput(year: "1850", duration: "2h", type: "podcast", rating: "PG-15")

    @Test("Submitting an invalid form shows every field's problem and sends nothing")
    func invalidSubmitShowsEveryProblem() {
        var state = RecommendState(input: Self.bad)
        let effect = Fixture.reducer(nil).reduce(&state, .submitTapped)

        var expected = RecommendState(input: Self.bad)
        expected.fieldErrors = [
            .year: .yearOutOfRange(1850, accepted: 1900...2027), .type: .unknownType("podcast"),
            .rating: .unknownRating("PG-15"),
        ]
        #expect(state == expected)
        #expect(effect.recorded.isEmpty)
    }

    @Test("While typing, only fields already showing a problem are checked again, and fixing one clears it")
    func typingRechecksShownProblems() {
        let reducer = Fixture.reducer(nil)
        var state = RecommendState(input: Self.bad)
        _ = reducer.reduce(&state, .submitTapped)
        _ = reducer.reduce(&state, .fieldChanged(.year, "2010"))
        _ = reducer.reduce(&state, .fieldChanged(.duration, "soon"))
        _ = reducer.reduce(&state, .fieldChanged(.rating, "PG-1"))

        var expected = RecommendState(
            input: RecommendationFormInput(year: "2010", duration: "soon", type: "podcast", rating: "PG-1"))
        expected.fieldErrors = [.type: .unknownType("podcast"), .rating: .unknownRating("PG-1")]
        #expect(state == expected)
    }

    @Test("Leaving a field checks it, but an empty field is only called missing on submit")
    func committingAFieldChecksIt() {
        let reducer = Fixture.reducer(nil)
        var state = RecommendState()
        _ = reducer.reduce(&state, .fieldChanged(.year, "twenty"))
        _ = reducer.reduce(&state, .fieldCommitted(.year))
        _ = reducer.reduce(&state, .fieldCommitted(.rating))
        #expect(state.fieldErrors == [.year: .yearNotANumber("twenty")])

        _ = reducer.reduce(&state, .submitTapped)
        #expect(
            state.fieldErrors == [
                .year: .yearNotANumber("twenty"), .duration: .missing(.duration), .type: .missing(.type),
                .rating: .missing(.rating),
            ])
    }

    @Test("Seasons for a movie are a duration problem that goes away when the type becomes a TV show")
    func seasonsProblemFollowsTheType() {
        let reducer = Fixture.reducer(nil)
        var state = RecommendState(
            input: RecommendationFormInput(year: "2019", duration: "2 Seasons", type: "movie", rating: "TV-14"))
        _ = reducer.reduce(&state, .fieldCommitted(.duration))
        #expect(state.fieldErrors == [.duration: .seasonsForMovie("2 Seasons")])
        _ = reducer.reduce(&state, .fieldChanged(.type, "tv"))
        #expect(state.fieldErrors == [:])
    }

    @Test("The milder switch is part of the form that is sent")
    func milderIsSent() async {
        let service = SequencedRecommender([.init(.success(Fixture.reply))])
        let store = Fixture.store(service)
        store.send(.milderChanged(true))
        store.send(.submitTapped)
        await store.settle()
        var form = Fixture.form
        form.includesMilder = true
        #expect(service.received == [form])
    }
}
