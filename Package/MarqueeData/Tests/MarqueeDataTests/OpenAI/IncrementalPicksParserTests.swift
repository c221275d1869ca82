import MarqueeDomain
import Testing

@testable @_spi(Fuzzing) import MarqueeData

struct IncrementalPicksParserTests {
    private static let reply =
        "{\"picks\":[{\"title\":\"Heat\",\"year\":1995,\"reason\":\"A {tense} \\\"duel\\\"\",\"extra\":{\"x\":[1]}},"
        + "{\"title\":\"Amélie\",\"year\":\"2001\",\"reason\":\"Whimsical\"}]}"

    @Test("Each pick is handed over the moment its object closes, not at the end of the reply")
    func emitsEachPickWhenItCloses() {
        var parser = IncrementalPicksParser()
        let firstClose = Self.reply.range(of: "}},")!.upperBound
        let first = parser.feed(String(Self.reply[..<firstClose]))
        let rest = parser.feed(String(Self.reply[firstClose...]))
        #expect(first == [ChatPick(title: "Heat", year: 1995, reason: "A {tense} \"duel\"")])
        #expect(rest == [ChatPick(title: "Amélie", year: 2001, reason: "Whimsical")])
        #expect(parser.unreadable == 0)
        #expect(!parser.isInsidePick)
    }

    @Test("Fed one character at a time, the parser finds the same picks")
    func characterByCharacter() {
        var parser = IncrementalPicksParser()
        let picks = Self.reply.flatMap { parser.feed(String($0)) }
        #expect(picks.map(\.title) == ["Heat", "Amélie"])
    }

    @Test("Chatter and code fences around the JSON are skipped, a bare array works, and malformed picks are counted")
    func lenientExtraction() {
        var parser = IncrementalPicksParser()
        let text =
            "Sure! Here are \"my\" picks:\n```json\n[{\"title\":\"Alien\",\"year\":1979,\"reason\":\"Dread\"},"
            + "{\"year\":1980},{\"title\":42},{\"title\":\"Jaws\",\"reason\":\"Shark\"}]\n```\nEnjoy!"
        let picks = parser.feed(text)
        #expect(
            picks == [
                ChatPick(title: "Alien", year: 1979, reason: "Dread"),
                ChatPick(title: "Jaws", year: nil, reason: "Shark"),
            ])
        #expect(parser.unreadable == 2)
    }

    @Test("A reply cut inside a pick keeps the complete picks and reports that it ends mid-object")
    func cutMidObject() {
        var parser = IncrementalPicksParser()
        let picks = parser.feed("{\"picks\":[{\"title\":\"Heat\",\"year\":1995,\"reason\":\"r\"},{\"title\":\"Sca")
        #expect(picks.map(\.title) == ["Heat"])
        #expect(parser.isInsidePick)
    }
}
