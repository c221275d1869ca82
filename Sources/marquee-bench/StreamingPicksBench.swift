import Foundation
@_spi(Benchmark) import MarqueeData

/// Reading picks out of a streamed reply: the incremental parser against re-parsing everything received so far
/// after each delta, which is what a client without one has to do to show picks before the reply ends.
enum StreamingPicksBench {
    /// Prints both medians and their ratio for a reply of `picks` picks streamed in deltas of `deltaLength` characters.
    static func run(picks: Int = 20, deltaLength: Int = 4) {
        let reason = String(repeating: "A slow-burning thriller with a quiet, devastating ending. ", count: 4)
        let objects = (0..<picks).map {
            "{\"title\": \"Film \($0)\", \"year\": \(1990 + $0), \"reason\": \"\(reason)\"}"
        }
        let reply = "{\"picks\": [" + objects.joined(separator: ", ") + "]}"
        let characters = Array(reply)
        let deltas = stride(from: 0, to: characters.count, by: deltaLength).map {
            String(characters[$0..<min($0 + deltaLength, characters.count)])
        }

        var incrementalCount = 0
        let incremental = BenchClock.median(runs: 15) {
            var parser = IncrementalPicksParser()
            incrementalCount = deltas.reduce(0) { $0 + parser.feed($1).count }
        }
        var reparsedCount = 0
        let reparsed = BenchClock.median(runs: 5) {
            var received = ""
            for delta in deltas {
                received += delta
                reparsedCount = completePicks(in: received)
            }
        }
        precondition(incrementalCount == picks && reparsedCount == picks, "both readers must find every pick")
        print()
        print("Streamed reply of \(picks) picks (\(reply.utf8.count) bytes, \(deltas.count) deltas); medians in ms.")
        print(
            String(
                format: "incremental parser %.2f   re-parse per delta %.1f   speed-up %.0fx",
                incremental, reparsed, reparsed / incremental))
    }

    /// How many whole picks `text` holds: decodes it all again, closing the array and object first if still open.
    private static func completePicks(in text: String) -> Int {
        guard let lastClose = text.lastIndex(of: "}") else { return 0 }
        return picks(in: text) ?? picks(in: String(text[...lastClose]) + "]}") ?? 0
    }

    private static func picks(in text: String) -> Int? {
        guard let document = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            let list = document["picks"] as? [[String: Any]]
        else { return nil }
        return list.count
    }
}
