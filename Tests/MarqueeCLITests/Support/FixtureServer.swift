import Foundation
import MarqueeData
import Testing

/// `Scripts/itunes-fixture-server.py` on 127.0.0.1, serving the captured iTunes fixtures at Apple's URL shapes.
final class FixtureServer {
    private let server: ScriptServer

    /// The port it listens on.
    var port: Int { server.port }

    /// Starts the server over the in-repo `Package/MarqueeData/Tests/Fixtures/itunes` and waits for its port.
    init() throws {
        let fixtures = ScriptServer.repositoryRoot.appending(path: "Package/MarqueeData/Tests/Fixtures/itunes")
        server = try ScriptServer("itunes-fixture-server.py", arguments: ["--fixtures", fixtures.path])
    }

    /// The base URL for good answers.
    var goodURL: String { "http://127.0.0.1:\(port)/itunes" }

    /// The base URL where every request fails as `kind` says (500, 429, 403, slow, truncated, invalid, huge).
    func faultURL(_ kind: String) -> String { "http://127.0.0.1:\(port)/fault/\(kind)" }

    /// How many store requests reached the server so far.
    func requestCount() async throws -> Int {
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/requests"))
        let response = try await CurlTransport().send(HTTPRequest(url: url, retry: .none))
        let document = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        return document?["count"] as? Int ?? -1
    }

    /// Stops the server by its PID, so its port refuses connections afterwards.
    func stop() { server.stop() }
}
