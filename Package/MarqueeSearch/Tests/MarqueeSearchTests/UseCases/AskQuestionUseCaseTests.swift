import MarqueeDomain
import MarqueeDomainTestSupport
import Synchronization
import Testing

@testable import MarqueeRanking
@testable import MarqueeRequests
@testable import MarqueeSearch

struct AskQuestionUseCaseTests {
    /// What the model does in one row of the table: nothing (no model configured), answer, or fail.
    enum ModelScript: Sendable, CustomTestStringConvertible {
        case none
        case answers
        case fails(ChatModelError)

        var testDescription: String {
            switch self {
            case .none: "no model"
            case .answers: "the model answers"
            case .fails(let error): "the model fails with \(error)"
            }
        }
    }

    /// How one row should end.
    enum Expected: Sendable {
        case model
        case offline(fellBackBecause: ChatModelError?)
        case thrown(AskModelError)
    }

    private static let reply = ChatModelReply(
        picks: [
            ChatPick(title: "Heat", year: 1995, reason: "a heist"), ChatPick(title: "Nowhere", year: 2003, reason: "b"),
        ],
        unreadable: 1, wasCut: true)

    /// Reads "heist films" as crime, and resolves "the second one" to the second earlier title.
    private static let reader = StubRequestReader(
        reading: { request, _ in request == "heist films" ? AskCriteria(wantedGenres: [[.crime]]) : AskCriteria() },
        resolving: { request, titles in
            request.replacing("the second one", with: titles.dropFirst().first ?? "the second one")
        })

    static let decisions: [(ModelScript, Bool, Expected)] = [
        (.none, false, .offline(fellBackBecause: nil)),
        (.answers, false, .model),
        (.answers, true, .model),
        (
            .fails(.unreachable(reason: .cannotConnect)), false,
            .offline(fellBackBecause: .unreachable(reason: .cannotConnect))
        ),
        (.fails(.timedOut), false, .offline(fellBackBecause: .timedOut)),
        (.fails(.server(status: 503)), false, .offline(fellBackBecause: .server(status: 503))),
        (
            .fails(.unreachable(reason: .cannotConnect)), true,
            .thrown(.model(.unreachable(reason: .cannotConnect)))
        ),
        (.fails(.server(status: 503)), true, .thrown(.model(.server(status: 503)))),
        (.fails(.unauthorized(status: 401)), false, .thrown(.model(.unauthorized(status: 401)))),
        (.fails(.quotaExhausted), false, .thrown(.model(.quotaExhausted))),
        (.fails(.missingKey), true, .thrown(.model(.missingKey))),
    ]

    @Test(
        "The model answers when it can; offline stands in only for reachability failures when not required",
        arguments: decisions)
    func decides(script: ModelScript, required: Bool, expected: Expected) async throws {
        let request = "heist films"
        var conversation = ChatConversation()
        conversation.ask(request)
        let offlineAnswers: Bool = if case .offline = expected { true } else { false }
        let offline =
            offlineAnswers
            ? AskCatalogUseCase(catalog: ArrayCatalog(), profile: InMemoryProfileRepository(), reader: Self.reader)
            : AskCatalogUseCase(
                catalog: UnimplementedCatalogRepository(), profile: UnimplementedProfileRepository(),
                reader: Self.reader)
        let model: AskModelUseCase? =
            switch script {
            case .none: nil
            case .answers:
                AskModelUseCase(
                    model: ScriptedChatModel(.success(Self.reply)), catalog: ArrayCatalog(),
                    profile: InMemoryProfileRepository())
            case .fails(let error):
                AskModelUseCase(
                    model: ScriptedChatModel(.failure(error)), catalog: ArrayCatalog(),
                    profile: InMemoryProfileRepository())
            }
        let useCase = AskQuestionUseCase(model: model, offline: offline, requiresModel: required)
        let streamed = Mutex<[GroundedPick]>([])

        let outcome: Result<AskOutcome, AskModelError>
        do throws(AskModelError) {
            outcome = .success(
                try await useCase.execute(request, conversation: conversation) { pick in
                    streamed.withLock { $0.append(pick) }
                })
        } catch {
            outcome = .failure(error)
        }

        let grounded = [
            GroundedPick(pick: Self.reply.picks[0], movie: Films.heat),
            GroundedPick(pick: Self.reply.picks[1], movie: nil),
        ]
        switch expected {
        case .model:
            let answer = AskModelAnswer(picks: grounded, unreadable: 1, total: 3, wasCut: true)
            #expect(outcome == .success(.model(name: "scripted", answer)))
            #expect(streamed.withLock { $0 } == grounded)
        case .offline(let reason):
            let answer = try await AskCatalogUseCase(
                catalog: ArrayCatalog(), profile: InMemoryProfileRepository(), reader: Self.reader
            )
            .execute(request)
            #expect(outcome == .success(.offline(request: request, answer, fellBackBecause: reason)))
            #expect(streamed.withLock { $0 }.isEmpty)
        case .thrown(let error):
            #expect(outcome == .failure(error))
        }
    }

    @Test("Offline, a follow-up's 'the second one' is read as the previous answer's second title")
    func rewritesFollowUpsOffline() async throws {
        let offline = AskCatalogUseCase(
            catalog: ArrayCatalog(), profile: InMemoryProfileRepository(), reader: Self.reader)
        let useCase = AskQuestionUseCase(model: nil, offline: offline)

        let outcome = try await useCase.execute(
            "more like the second one", conversation: ChatConversation(), previousTitles: ["Alien", "Heat"])

        let answer = try await offline.execute("more like Heat")
        #expect(outcome == .offline(request: "more like Heat", answer, fellBackBecause: nil))
    }

    @Test("The model sees the request as typed, not rewritten, since it has the numbered history")
    func modelSeesTheRequestAsTyped() async throws {
        let chat = ScriptedChatModel(.success(ChatModelReply(picks: [], unreadable: 0)))
        let model = AskModelUseCase(model: chat, catalog: ArrayCatalog(), profile: InMemoryProfileRepository())
        let useCase = AskQuestionUseCase(
            model: model,
            offline: AskCatalogUseCase(
                catalog: UnimplementedCatalogRepository(), profile: UnimplementedProfileRepository(),
                reader: Self.reader))
        var conversation = ChatConversation()
        conversation.ask("more like the second one")

        _ = try await useCase.execute(
            "more like the second one", conversation: conversation, previousTitles: ["Alien", "Heat"])

        #expect(chat.asked.withLock { $0 } == ["more like the second one"])
        #expect(useCase.modelName == "scripted")
    }

    @Test("A catalog that cannot be read offline is thrown as a feed failure")
    func offlineFeedFailure() async {
        let offline = AskCatalogUseCase(
            catalog: ArrayCatalog(failingWith: .unavailable(reason: "gone")), profile: InMemoryProfileRepository(),
            reader: Self.reader)
        let useCase = AskQuestionUseCase(model: nil, offline: offline)

        await #expect(throws: AskModelError.feed(.catalog(.unavailable(reason: "gone")))) {
            try await useCase.execute("anything", conversation: ChatConversation())
        }
        #expect(useCase.modelName == nil)
    }

    @Test("An outcome lists its picks for the conversation and their catalog films in numbered order")
    func outcomePicks() {
        let answer = AskModelAnswer(
            picks: [
                GroundedPick(pick: Self.reply.picks[0], movie: Films.heat),
                GroundedPick(pick: Self.reply.picks[1], movie: nil),
            ],
            unreadable: 0, total: 2, wasCut: false)
        let outcome = AskOutcome.model(name: "m", answer)
        #expect(outcome.chatPicks == Self.reply.picks)
        #expect(outcome.movies == [Films.heat, nil])
    }
}
