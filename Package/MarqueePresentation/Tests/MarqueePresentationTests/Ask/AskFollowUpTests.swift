import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

/// Offline chat follow-ups narrow what came before, and only "instead" replaces what it names; each step
/// is checked as the whole state.
@MainActor
struct AskFollowUpTests {
    private typealias Fixture = AskFixture

    /// Asks `question` in the store and returns the state it settles in, beside the state it must be.
    private func ask(_ question: String, in store: Store<AskReducer>, after before: AskState) async throws
        -> (state: AskState, expected: AskState, answer: AskAnswer)
    {
        store.send(.questionChanged(question))
        store.send(.askNow)
        await store.settle()
        let earlier = before.conversation.understood
        let answer = try await Fixture.offline.execute(question, refining: earlier)
        let expected = Fixture.answered(
            question, .offline(request: question, answer, fellBackBecause: nil), before: before)
        return (store.state, expected, answer)
    }

    @Test("'crime', then 'only after 1990', then 'under 150 minutes', then 'longer than 150 minutes instead'")
    func followUpsNarrowUntilInstead() async throws {
        let store = Fixture.store(nil)
        let first = try await ask("crime", in: store, after: AskState())
        #expect(first.state == first.expected)

        let second = try await ask("only after 1990", in: store, after: first.state)
        #expect(second.state == second.expected)
        #expect(second.answer.criteria.wantedGenres == [[.crime]])
        #expect(Set(second.answer.recommendations.map(\.movie)) == [Films.matrix, Films.heat])

        let third = try await ask("under 150 minutes", in: store, after: second.state)
        #expect(third.state == third.expected)
        #expect(third.answer.recommendations.map(\.movie) == [Films.matrix])

        let fourth = try await ask("longer than 150 minutes instead", in: store, after: third.state)
        #expect(fourth.state == fourth.expected)
        #expect(fourth.answer.criteria.maximumRuntime == nil)
        #expect(fourth.answer.criteria.wantedGenres == [[.crime]])
        #expect(fourth.answer.recommendations.map(\.movie) == [Films.heat])
    }

    @Test("'less violent' keeps the earlier genre and years, and caps the rating")
    func lessViolentKeeps() async throws {
        let store = Fixture.store(nil)
        let first = try await ask("sci-fi after 1990", in: store, after: AskState())
        let second = try await ask("less violent", in: store, after: first.state)
        #expect(second.state == second.expected)
        #expect(second.answer.criteria.wantedGenres == [[.sciFi]])
        #expect(second.answer.criteria.maximumRating == .pg13)
        #expect(second.answer.recommendations.map(\.movie) == [Films.arrival])
    }

    @Test("'sci-fi from the 90s', then 'only after 1995', gives 1996–1999 sci-fi")
    func onlyAfterNarrowsTheDecade() async throws {
        let store = Fixture.store(nil)
        let first = try await ask("sci-fi from the 90s", in: store, after: AskState())
        let second = try await ask("only after 1995", in: store, after: first.state)
        #expect(second.state == second.expected)
        #expect(second.answer.criteria.years == 1996...1999)
        #expect(second.answer.recommendations.map(\.movie) == [Films.matrix])
    }
}
