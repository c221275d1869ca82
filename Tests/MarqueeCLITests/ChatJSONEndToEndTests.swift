import Foundation
import Testing

/// `marquee chat --json` read by a script: JSON Lines, one compact object per answer or reaction.
@Suite("marquee chat --json, end to end", .serialized)
struct ChatJSONEndToEndTests {
    @Test("A scripted chat prints one JSON object per line: each answer, then the reaction; a bad line errs on stderr")
    func everyLineIsJSON() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(
            ["chat", "--json", "--limit", "2"], home: home.url,
            input: "sci-fi from the 90s\nonly after 2000\nsave 2\nsave 9\nquit\n")
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("\n"))
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let objects = try lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
        #expect(objects.map { $0["schema"] as? String } == ["marquee.ask/2", "marquee.ask/2", "marquee.reaction/1"])
        #expect(objects.map { $0["request"] as? String } == ["sci-fi from the 90s", "only after 2000", nil])
        let second = try #require((objects[1]["picks"] as? [[String: Any]])?.last?["movie"] as? [String: Any])
        #expect(objects[2]["id"] as? String == second["id"] as? String)
        #expect(objects[2]["reaction"] as? String == "save")
        #expect(
            run.stderr
                == #"{"error":{"code":"no-such-pick","exitCode":null,"message":"There is no pick 9 in the last answer."}}"#
                + "\n")
    }
}
