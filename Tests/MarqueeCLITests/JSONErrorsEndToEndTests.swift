import Foundation
import Testing

/// Errors under `--json`, as a script reading stderr sees them: one JSON object with a stable code.
@Suite("marquee --json errors, end to end", .serialized)
struct JSONErrorsEndToEndTests {
    @Test(
        "Under --json a usage error (64) or a failure (1) is one JSON object with a stable code on stderr, stdout empty",
        arguments: [
            (
                ["feed", "--limit", "abc", "--json"], 64,
                #"{"error":{"code":"usage","exitCode":64,"message":"--limit expects a whole number from 1 to 100, got 'abc'."}}"#
            ),
            (
                ["watch", "--json"], 64,
                #"{"error":{"code":"usage","exitCode":64,"message":"unknown command 'watch'."}}"#
            ),
            (
                ["movie", "tt9999999", "--json"], 1,
                #"{"error":{"code":"not-found","exitCode":1,"message":"no film matches 'tt9999999'. Try 'marquee search <words from the title>'."}}"#
            ),
            (
                ["recommend", "--year", "2010", "--duration", "xyz", "--type", "opera", "--rating", "PG", "--json"], 64,
                #"{"error":{"code":"usage","exitCode":64,"message":"--duration cannot read 'xyz'. Accepted: minutes or "#
                    + #"seasons, such as 120, 90 min, 1h 30m, 2h or 2 Seasons (at most 600 minutes or 99 seasons).\n"#
                    + #"--type does not know 'opera'. Accepted types: movie (or film), tv (or TV Show, show, series)."}}"#
            ),
            (
                ["ask", "90s crime", "--online", "--json"], 1,
                #"{"error":{"code":"model","exitCode":1,"message":"#
            ),
        ] as [([String], Int32, String)]
    )
    func errorsAreJSON(arguments: [String], status: Int32, expected: String) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(arguments, home: home.url)
        #expect(run.status == status)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasSuffix("\n"))
        #expect(run.stderr.split(separator: "\n").count == 1, "one line: \(run.stderr)")
        if expected.hasSuffix("}}") {
            #expect(run.stderr == expected + "\n")
        } else {
            #expect(run.stderr.hasPrefix(expected))
        }
        let error = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stderr.utf8)) as? [String: [String: Any]])
        #expect(error["error"]?["exitCode"] as? Int == Int(status))
    }
}
