import Foundation

/// `Scripts/recommender-fault-server.py` on 127.0.0.1: a fake recommender that answers slowly or badly on purpose.
final class RecommenderFaultServer {
    private let server: ScriptServer

    /// The port it listens on.
    var port: Int { server.port }

    /// Starts the server and waits for it to report its port.
    init() throws {
        server = try ScriptServer("recommender-fault-server.py")
    }

    /// A base URL whose calls play `steps` in turn, such as `delay2500-200` (see the script's header).
    func scripted(_ steps: String) -> String { "http://127.0.0.1:\(port)/script/\(UUID().uuidString)/\(steps)" }

    /// Stops the server by its PID, so its port refuses connections afterwards.
    func stop() { server.stop() }
}
