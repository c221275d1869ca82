import Foundation
import MarqueeDomain
import Synchronization
import Testing

@testable import MarqueeData

/// A recommender service's cards and messages, a model's replies (streamed or whole) and an imported CSV full of
/// terminal escapes reach the domain clean.
struct HostileServiceTests {
    private typealias Fixtures = RecommenderFixtures

    private static func recommend(status: Int, _ body: String) async -> Result<RecommenderReply, RecommenderError> {
        let repository = FastAPIRecommenderRepository(
            endpoint: Fixtures.endpoint, transport: ScriptedTransport([.reply(status, body)]), timing: Fixtures.quiet)
        do throws(RecommenderError) {
            return .success(try await repository.recommend(Fixtures.form) { _ in })
        } catch {
            return .failure(error)
        }
    }

    @Test("A recommender card's title, genre, rating, director and summary arrive without a control or escape")
    func recommenderCard() async {
        let card = Fixtures.card(
            title: "\"\(HostileText.titleJSON)\"", genre: #""Sci-Fi\u001b[1m""#, rating: #""PG-13\u0007""#,
            director: "\"\(HostileText.directorJSON)\"", summary: "\"\(HostileText.summaryJSON)\"")

        // The id is the title's folded words: the hostile title's own, whatever they are.
        let expected = Fixtures.expected(
            "service:" + SearchText(HostileText.title).words.joined(separator: "-") + "-2010", title: HostileText.title,
            year: 2010, genre: ("Sci-Fi", [.sciFi]), rating: ("PG-13", .pg13), score: 0.94,
            posterURL: Fixtures.inception.film.posterURL, director: HostileText.director, summary: HostileText.summary)
        #expect(
            await Self.recommend(status: 200, Fixtures.answer([card])) == .success(.init(recommendations: [expected])))
    }

    @Test("A card whose title is nothing but escapes has no title, so it is dropped and counted, not shown blank")
    func escapeOnlyTitle() async {
        let card = Fixtures.card(title: #""\u001b[2J\u001b]0;x\u0007""#)

        #expect(
            await Self.recommend(status: 200, Fixtures.answer([card, Fixtures.card(title: #""Heat""#)]))
                == .success(
                    .init(
                        recommendations: [
                            Fixtures.expected(
                                "service:heat-2010", title: "Heat", year: 2010, genre: ("Sci-Fi", [.sciFi]),
                                rating: ("PG-13", .pg13), score: 0.94, posterURL: Fixtures.inception.film.posterURL,
                                director: "Christopher Nolan", summary: Fixtures.inception.film.summary)
                        ], discarded: 1)))
    }

    @Test("A recommender's error words and field messages arrive clean")
    func recommenderMessages() async {
        #expect(
            await Self.recommend(status: 500, "{\"detail\": \"\(HostileText.titleJSON)\"}")
                == .failure(.serviceFailed(status: 500, message: HostileText.title)))
        let issues = #"{"detail": [{"loc": ["body", "rating"], "msg": "Bad\u001b[2J\nrating", "type": "x"}]}"#
        #expect(
            await Self.recommend(status: 422, issues)
                == .failure(.invalidFields([.init(field: "rating", message: "Bad rating")])))
    }

    private static let hostilePicks =
        #"{"picks":[{"title":"\#(HostileText.titleJSON)","year":1995,"reason":"\#(HostileText.summaryJSON)"}]}"#
    private static let cleanPick = ChatPick(title: HostileText.title, year: 1995, reason: HostileText.summaryOneLine)

    private func ask(_ step: OpenAIStubTransport.Step, streams: Bool) async throws -> (ChatModelReply, [ChatPick]) {
        let client = OpenAIChatClient(
            configuration: OpenAIConfiguration(baseURL: URL(string: "http://127.0.0.1:9/"), model: "m", apiKey: nil),
            transport: OpenAIStubTransport([step]), streams: streams, sleep: { _ in }, jitter: { 0 })
        let seen = Mutex<[ChatPick]>([])
        let reply = try await client.picks(for: ChatConversation(), taste: ChatTaste(limit: 5)) { pick in
            seen.withLock { $0.append(pick) }
        }
        return (reply, seen.withLock { $0 })
    }

    @Test("A streamed reply's picks arrive clean, both as they stream and in the final reply", arguments: [1, 5, 64])
    func streamedReply(size: Int) async throws {
        let body = OpenAIWire.stream(Self.hostilePicks, piece: 3)
        let step = OpenAIStubTransport.Step.stream(
            status: 200, chunks: OpenAIWire.chunks(body, size: size), headers: [:], failure: nil)

        let (reply, seen) = try await ask(step, streams: true)

        #expect(reply == ChatModelReply(picks: [Self.cleanPick]))
        #expect(seen == [Self.cleanPick])
    }

    @Test("A whole reply's picks arrive clean")
    func wholeReply() async throws {
        let step = OpenAIStubTransport.Step.reply(
            status: 200, body: OpenAIWire.completion(Self.hostilePicks), headers: [:])

        let (reply, seen) = try await ask(step, streams: false)

        #expect(reply == ChatModelReply(picks: [Self.cleanPick]))
        #expect(seen == [Self.cleanPick])
    }

    @Test("A model server's error message and a streamed error arrive clean")
    func modelMessages() async throws {
        let rejected = OpenAIStubTransport.Step.reply(
            status: 400, body: OpenAIWire.error(HostileText.titleJSON, type: "invalid_request_error", code: "null"),
            headers: [:])
        await #expect(throws: ChatModelError.rejected(status: 400, message: HostileText.title)) {
            _ = try await ask(rejected, streams: false)
        }
        let streamed = OpenAIStubTransport.Step.stream(
            status: 200, chunks: [Data("data: {\"error\": {\"message\": \"\(HostileText.directorJSON)\"}}\n\n".utf8)],
            headers: [:], failure: nil)
        await #expect(throws: ChatModelError.streamError(message: HostileText.director)) {
            _ = try await ask(streamed, streams: true)
        }
    }

    @Test("An imported CSV's title and tags arrive clean, so the report names the film without escapes")
    func letterboxdCSV() throws {
        let csv = "Title,Year,Tags\r\n\"\(HostileText.titleRaw)\",1999,\"marquee-liked\u{1B}[0m, x\u{07}\"\r\n"

        let rows = try LetterboxdShelfFormat().decode(Data(csv.utf8), fileName: "marquee.csv")

        #expect(rows == [ShelfImportRow(line: 2, title: HostileText.title, year: 1999, tags: ["marquee-liked", "x"])])
    }
}
