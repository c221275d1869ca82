import Foundation
import Testing

/// `marquee model`, run as the built binary: the settings `ask` uses, shown and stored, and the key kept secret.
@Suite("marquee model, end to end", .serialized)
struct ModelCommandTests {
    private static let key = "sk-e2e-MODEL-SECRET-42"

    @Test("With nothing stored it shows the defaults; the environment wins over the file, value by value")
    func showsWhereEachValueComesFrom() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let path = home.url.path + "/.config/marquee/config.json"
        let empty = try BinaryRun.run(["model"], home: home.url)
        #expect(empty.status == 0)
        #expect(
            empty.stdout == """
                Model settings (\(path))
                  Server:  https://api.openai.com/v1 (the default)
                  Model:   gpt-4o-mini (the default)
                  API key: not set; 'ask' answers offline unless the server needs no key. \
                Store one with: marquee model --key-from-stdin

                """)
        let stored = try BinaryRun.run(
            ["model", "--model", "llama3.1", "--base-url", "http://127.0.0.1:8080"], home: home.url)
        #expect(stored.status == 0)
        let overridden = try BinaryRun.run(["model"], home: home.url, environment: ["OPENAI_MODEL": "qwen2.5"])
        #expect(
            overridden.stdout == """
                Model settings (\(path))
                  Server:  http://127.0.0.1:8080 (from the settings file)
                  Model:   qwen2.5 (from the environment)
                  API key: not set; 'ask' answers offline unless the server needs no key. \
                Store one with: marquee model --key-from-stdin

                """)
    }

    @Test("--key-from-stdin stores the key in a 0600 file, never prints it, and ask then sends it to the server")
    func storedKeyIsUsedAndSecret() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try AskFakeServer(replies: [["complete_picks": ["picks": [["title": "Heat", "year": 1995]]]]])
        defer { server.stop() }
        let store = try BinaryRun.run(
            ["model", "--key-from-stdin", "--base-url", server.baseURL, "--json"], home: home.url,
            input: Self.key + "\n")
        #expect(store.status == 0)
        #expect(!store.stdout.contains(Self.key) && !store.stderr.contains(Self.key))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(store.stdout.utf8)) as? [String: Any])
        #expect(document["hasKey"] as? Bool == true)
        #expect(document["keyOrigin"] as? String == "file")
        let file = home.url.path + "/.config/marquee/config.json"
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)

        let ask = try BinaryRun.run(["ask", "90s crime", "--online", "--json"], home: home.url)
        #expect(ask.status == 0)
        #expect(!ask.stdout.contains(Self.key) && !ask.stderr.contains(Self.key))
        #expect(server.log.contains("Bearer " + Self.key))

        let forget = try BinaryRun.run(["model", "--forget-key", "--json"], home: home.url)
        #expect(forget.status == 0)
        let forgotten = try #require(
            try JSONSerialization.jsonObject(with: Data(forget.stdout.utf8)) as? [String: Any])
        #expect(forgotten["hasKey"] as? Bool == false)
        #expect(forgotten["keyOrigin"] is NSNull)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains(Self.key) == false)
    }

    @Test(
        "Bad input is refused: a non-http server and two key options exit 64, an empty stdin and a corrupt file exit 1",
        arguments: [
            (
                ["model", "--base-url", "ftp://example.com"], 64,
                "marquee: --base-url expects an http or https URL with a host, such as http://127.0.0.1:8080, "
                    + "got 'ftp://example.com'."
            ),
            (
                ["model", "--key-from-stdin", "--forget-key"], 64,
                "marquee: --key-from-stdin and --forget-key cannot be used together; choose one."
            ),
            (["model", "--key-from-stdin"], 1, "marquee: --key-from-stdin read no key: standard input was empty."),
        ] as [([String], Int32, String)]
    )
    func badInput(arguments: [String], status: Int32, message: String) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(arguments, home: home.url, input: "")
        #expect(run.status == status)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix(message))
    }

    @Test("A corrupt settings file is reported with its path and left as it was, exit 1")
    func corruptFile() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let folder = home.url.appending(path: ".config/marquee")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{\"apiKey\": ".utf8).write(to: folder.appending(path: "config.json"))
        let run = try BinaryRun.run(["model", "--model", "x"], home: home.url)
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "marquee: the model settings at \(folder.path)/config.json could not be read: it is not JSON of the "
                + "form {\"apiKey\", \"baseURL\", \"model\"}. Fix or delete the file, then run 'marquee model' again.\n"
        )
        #expect(try String(contentsOf: folder.appending(path: "config.json"), encoding: .utf8) == "{\"apiKey\": ")
    }

    @Test(
        "A corrupt settings file stops ask, chat and the app with its path, exit 1, and not ask --offline",
        arguments: [["ask", "a crime film"], ["ask", "--json", "a crime film"], ["chat"], ["app"]]
    )
    func corruptFileStopsTheCommandsThatReadIt(arguments: [String]) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let folder = home.url.appending(path: ".config/marquee")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{\"apiKey\": ".utf8).write(to: folder.appending(path: "config.json"))
        let message =
            "the model settings at \(folder.path)/config.json could not be read: it is not JSON of the form "
            + "{\"apiKey\", \"baseURL\", \"model\"}. Fix or delete the file, then run 'marquee model' again."

        let run = try BinaryRun.run(arguments, home: home.url, input: "")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        if arguments.contains("--json") {
            let document = try JSONSerialization.jsonObject(with: Data(run.stderr.utf8)) as? [String: Any]
            let error = document?["error"] as? [String: Any]
            #expect(error?["code"] as? String == "model-settings")
            #expect(error?["message"] as? String == message)
        } else {
            #expect(run.stderr == "marquee: \(message)\n")
        }
        let offline = try BinaryRun.run(["ask", "--offline", "a crime film"], home: home.url)
        #expect(offline.status == 0)
    }
}
