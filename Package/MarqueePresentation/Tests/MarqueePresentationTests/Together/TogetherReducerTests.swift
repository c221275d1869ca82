import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

@MainActor
struct TogetherReducerTests {
    private let ana = GroupMember(name: "ana", profile: UserProfile(liked: [Films.heat.id: Fixture.now]))
    private let ben = GroupMember(name: "ben", profile: UserProfile(passed: [Films.matrix.id: Fixture.now]))
    private let ranking = StubRanking(feed: Films.dozen.map(Fixture.recommendation))

    private var members: InMemoryMembers {
        InMemoryMembers(["ana.csv": .profile(ana.profile), "export/ben": .profile(ben.profile)], savingAllowed: true)
    }

    /// The picks the Domain makes for `others` and a profile, as the reducer should show them.
    private func picks(_ others: [GroupMember], you: UserProfile = .empty, limit: Int = 10) async throws -> GroupPicks {
        try await PickTogetherUseCase(profile: InMemoryProfileRepository(you), ranking: ranking, pool: 12)
            .execute(with: others, you: TogetherState.you, limit: limit)
    }

    @Test("Adding two people reads both, names them by their files, and picks once for the whole group")
    func add() async throws {
        let store = Store(
            initialState: TogetherState(),
            reducer: TogetherReducer(profile: InMemoryProfileRepository(), members: members))

        store.send(.addMembers(["ana.csv", "export/ben"]))
        var adding = TogetherState()
        adding.adding = ["ana.csv", "export/ben"]
        #expect(store.state == adding)
        await store.settle()

        var expected = TogetherState()
        expected.members = [ana, ben]
        expected.picks = .loaded(try await picks([ana, ben]))
        #expect(store.state == expected)
    }

    @Test("A person who cannot be read is named with the file, nobody is added from the request, nothing is picked")
    func unreadable() async {
        let store = Store(
            initialState: TogetherState(),
            reducer: TogetherReducer(profile: UnimplementedProfileRepository(), members: members))

        store.send(.addMembers(["ana.csv", "nobody.csv"]))
        await store.settle()

        var expected = TogetherState()
        expected.members = [ana]
        expected.memberFailure = TogetherMemberFailure(source: "nobody.csv", error: .fileNotFound(path: "nobody.csv"))
        #expect(store.state == expected)
    }

    @Test("Taking a person out picks again for the rest; taking the last out leaves nothing picked")
    func remove() async throws {
        let store = Store(
            initialState: TogetherState(),
            reducer: TogetherReducer(profile: InMemoryProfileRepository(), members: members))
        store.send(.addMembers(["ana.csv", "export/ben"]))
        await store.settle()

        store.send(.removeMemberTapped("ben"))
        await store.settle()
        var expected = TogetherState()
        expected.members = [ana]
        expected.picks = .loaded(try await picks([ana]))
        #expect(store.state == expected)

        store.send(.removeMemberTapped("ana"))
        await store.settle()
        #expect(store.state == TogetherState())
    }

    @Test("Passing on a pick takes it away at once, stores the pass, and the picks come back without it")
    func pass() async throws {
        let profile = InMemoryProfileRepository()
        let store = Store(
            initialState: TogetherState(), reducer: TogetherReducer(profile: profile, members: members))
        store.send(.addMembers(["ana.csv"]))
        await store.settle()
        let first = try #require(store.state.first)

        store.send(.reactTapped(.pass, first.id))
        #expect(store.state.picks.value?.picks.contains { $0.id == first.id } == false)
        await store.settle()

        var expected = TogetherState()
        expected.members = [ana]
        expected.reactions = [first.id: [.pass]]
        expected.picks = .loaded(try await picks([ana], you: UserProfile(passed: [first.id: Fixture.now])))
        #expect(store.state == expected)
        #expect(expected.picks.value?.picks.contains { $0.id == first.id } == false)
    }

    @Test("A like marks the pick and stores it; the picks stay as they are")
    func like() async throws {
        let store = Store(
            initialState: TogetherState(),
            reducer: TogetherReducer(profile: InMemoryProfileRepository(), members: members))
        store.send(.addMembers(["ana.csv"]))
        await store.settle()
        let before = store.state
        let first = try #require(store.state.first)

        store.send(.reactTapped(.like, first.id))
        await store.settle()

        var expected = before
        expected.reactions = [first.id: [.like]]
        #expect(store.state == expected)
    }

    @Test("Saving reads the person first and keeps them under the name; a file that cannot be read saves nothing")
    func save() async {
        let store = Store(
            initialState: TogetherState(),
            reducer: TogetherReducer(profile: UnimplementedProfileRepository(), members: members))
        store.send(.saveMember(name: "Ana", source: "ana.csv"))
        await store.settle()
        var expected = TogetherState()
        expected.saving = .loaded(GroupMember(name: "Ana", profile: ana.profile))
        #expect(store.state == expected)

        let refusing = Store(
            initialState: TogetherState(),
            reducer: TogetherReducer(profile: UnimplementedProfileRepository(), members: InMemoryMembers()))
        refusing.send(.saveMember(name: "Ana", source: "bad.csv"))
        await refusing.settle()
        var failed = TogetherState()
        failed.saving = .failed(.fileNotFound(path: "bad.csv"))
        #expect(refusing.state == failed)
    }

    @Test("Names come from the file, its export's folder, or Letterboxd's folder name; a second of a name is numbered")
    func names() {
        var state = TogetherState()
        #expect(state.name(for: "ana") == "ana")
        #expect(state.name(for: "Downloads/ana.csv") == "ana")
        #expect(state.name(for: "exports/ben/ratings.csv") == "ben")
        #expect(state.name(for: "exports/ben/likes/films.csv") == "ben")
        #expect(state.name(for: "letterboxd-cleo-2026-01-02-10-00-utc") == "cleo")
        state.members = [ana]
        #expect(state.name(for: "ana") == "ana 2")
    }
}

extension TogetherState {
    /// The first pick, if any.
    fileprivate var first: GroupPick? { picks.value?.picks.first }
}
