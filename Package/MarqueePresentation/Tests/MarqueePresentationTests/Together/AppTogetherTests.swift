import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

@MainActor
struct AppTogetherTests {
    private let ana = UserProfile(liked: [Films.heat.id: Fixture.now])

    @Test("On the Together screen, a typed name and Enter add the person and pick; down and remove take them out")
    func addAndRemove() async throws {
        let members = InMemoryMembers(["ana": .profile(ana)])
        let profile = InMemoryProfileRepository()
        let store = Store(
            initialState: AppFixture.initial, reducer: AppReducer(profile: profile, members: members))
        let alone = Store(
            initialState: TogetherState(), reducer: TogetherReducer(profile: profile, members: members))
        alone.send(.addMembers(["ana"]))
        await alone.settle()

        store.send(.screenSelected(.together))
        for character in "ana" { store.send(.textTyped(character)) }
        #expect(store.state.memberField == "ana")
        store.send(.selectTapped)
        await store.settle()

        var added = AppFixture.initial
        added.screen = .together
        added.together = alone.state
        #expect(store.state == added)

        store.send(.cursorMoved(by: 1))
        store.send(.removeTapped)
        await store.settle()

        var removed = added
        removed.isEditingMember = false
        removed.together = TogetherState()
        #expect(store.state == removed)
    }
}
