import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import Synchronization
import Testing

struct AskModelUseCaseTests {
    /// A model that replies with fixed picks and records the conversation and taste it was sent.
    final class FixedModel: ChatModelRepository {
        let reply: ChatModelReply
        let sent = Mutex<[ChatConversation]>([])
        let tastes = Mutex<[ChatTaste]>([])
        let modelName = "fixed"

        init(_ reply: ChatModelReply) { self.reply = reply }

        func picks(for conversation: ChatConversation, taste: ChatTaste, onPick: @escaping @Sendable (ChatPick) -> Void)
            async throws(ChatModelError) -> ChatModelReply
        {
            sent.withLock { $0.append(conversation) }
            tastes.withLock { $0.append(taste) }
            reply.picks.forEach(onPick)
            return reply
        }
    }

    private static let heat = Movie(id: MovieID("tt0113277"), title: "Heat", year: 1995, reviewCount: 85)
    private static let scream = Movie(id: MovieID("tt0117571"), title: "Scream", year: 1996, reviewCount: 75)

    @Test("Picks are grounded in the catalog, passed films dropped, unknown films kept in the model's words")
    func groundsAndFilters() async throws {
        let model = FixedModel(
            ChatModelReply(
                picks: [
                    ChatPick(title: "Heet", year: 1995, reason: "a"),
                    ChatPick(title: "Scream", year: 1996, reason: "b"),
                    ChatPick(title: "Nowhere Film", year: 2003, reason: "c"),
                ], unreadable: 2))
        var profile = UserProfile.empty
        profile.apply(.pass, to: Self.scream.id, at: Date(timeIntervalSince1970: 0))
        profile.apply(.like, to: Self.heat.id, at: Date(timeIntervalSince1970: 0))
        let useCase = AskModelUseCase(
            model: model, catalog: ArrayCatalog([Self.heat, Self.scream]),
            profile: InMemoryProfileRepository(profile))
        var conversation = ChatConversation()
        conversation.ask("something for me tonight")
        let streamed = Mutex<[GroundedPick]>([])
        let answer = try await useCase.execute(conversation, limit: 3) { pick in streamed.withLock { $0.append(pick) } }
        let expected = [
            GroundedPick(pick: ChatPick(title: "Heet", year: 1995, reason: "a"), movie: Self.heat),
            GroundedPick(pick: ChatPick(title: "Nowhere Film", year: 2003, reason: "c"), movie: nil),
        ]
        #expect(answer == AskModelAnswer(picks: expected, unreadable: 2, total: 5, wasCut: false))
        #expect(streamed.withLock { $0 } == expected)
        #expect(model.tastes.withLock { $0 } == [ChatTaste(limit: 3, liked: [MovieSnapshot(Self.heat)])])
        #expect(model.sent.withLock { $0 } == [conversation])
    }

    private static let deadpool = Movie(id: MovieID("itunes:1078111961"), title: "Deadpool", year: 2016)

    @Test(
        "A pick the catalog lacks is found in the store, streamed in the model's order; the store is asked only for it")
    func groundsInTheStore() async throws {
        let picks = [
            ChatPick(title: "Deadpool", year: 2016, reason: "a"),
            ChatPick(title: "Heat", year: 1995, reason: "b"),
            ChatPick(title: "Deadpool", year: 1950, reason: "c"),
        ]
        let store = StubShop(anySearch: .success(Sourced([Self.deadpool], source: .live)))
        let useCase = AskModelUseCase(
            model: FixedModel(ChatModelReply(picks: picks, unreadable: 0)), catalog: ArrayCatalog([Self.heat]),
            profile: InMemoryProfileRepository(.empty), store: store, country: "de")
        var conversation = ChatConversation()
        conversation.ask("irreverent superheroes")
        let streamed = Mutex<[GroundedPick]>([])
        let answer = try await useCase.execute(conversation) { pick in streamed.withLock { $0.append(pick) } }
        let expected = [
            GroundedPick(pick: picks[0], movie: Self.deadpool),
            GroundedPick(pick: picks[1], movie: Self.heat),
            GroundedPick(pick: picks[2], movie: nil),
        ]
        #expect(answer == AskModelAnswer(picks: expected, unreadable: 0, total: 3, wasCut: false))
        #expect(streamed.withLock { $0 } == expected)
        #expect(store.questions == ["search Deadpool de 10", "search Deadpool de 10"])
    }

    @Test("A store that cannot be reached grounds nothing, and the answer still arrives")
    func unreachableStoreGroundsNothing() async throws {
        let pick = ChatPick(title: "Deadpool", year: 2016, reason: "a")
        let store = StubShop(anySearch: .failure(.offline(reason: .hostNotFound)))
        let useCase = AskModelUseCase(
            model: FixedModel(ChatModelReply(picks: [pick], unreadable: 0)), catalog: ArrayCatalog([Self.heat]),
            profile: InMemoryProfileRepository(.empty), store: store, country: "us")
        var conversation = ChatConversation()
        conversation.ask("irreverent superheroes")
        let answer = try await useCase.execute(conversation)
        #expect(
            answer
                == AskModelAnswer(picks: [GroundedPick(pick: pick, movie: nil)], unreadable: 0, total: 1, wasCut: false)
        )
    }

    /// A model that streams some picks, then fails.
    struct BreakingModel: ChatModelRepository {
        let streamed: [ChatPick]
        let modelName = "breaking"

        func picks(for conversation: ChatConversation, taste: ChatTaste, onPick: @escaping @Sendable (ChatPick) -> Void)
            async throws(ChatModelError) -> ChatModelReply
        {
            streamed.forEach(onPick)
            throw .streamError(message: "overloaded")
        }
    }

    @Test("Picks streamed before the model fails are all handed on before the failure is thrown")
    func picksBeforeAFailureAreKept() async throws {
        let picks = (1...20).map { ChatPick(title: "Unknown Film \($0)", year: 2001, reason: "take \($0)") }
        let useCase = AskModelUseCase(
            model: BreakingModel(streamed: picks), catalog: ArrayCatalog([Self.heat]),
            profile: InMemoryProfileRepository(.empty))
        var conversation = ChatConversation()
        conversation.ask("heists")
        let handed = Mutex<[String]>([])
        await #expect(throws: AskModelError.model(.streamError(message: "overloaded"))) {
            try await useCase.execute(conversation) { pick in handed.withLock { $0.append(pick.pick.reason) } }
        }
        #expect(handed.withLock { $0 } == picks.map(\.reason))
    }
}
