import Foundation
import MarqueeWords
import Testing

@testable import MarqueeComposition

/// The composition reads every variable once, here.
@Suite("Settings read from the environment")
struct AppSettingsTests {
    @Test("Each variable lands in its typed setting, and empty variables count as unset")
    func reads() {
        let settings = AppSettings(environment: [
            "HOME": "/home/ada", "MARQUEE_HOME": "/data/marquee", "MARQUEE_ITUNES_URL": "http://127.0.0.1:9/",
            "MARQUEE_HTTP_TIMEOUT_MS": "250", "MARQUEE_HTTP_ATTEMPTS": "4",
            "MARQUEE_RECOMMENDER_URL": "", "OPENAI_API_KEY": "sk-test", "OPENAI_BASE_URL": "",
            "OPENAI_MODEL": "tiny", "XDG_CONFIG_HOME": "/config",
        ])
        #expect(settings.home == "/home/ada")
        #expect(settings.dataDirectory.path.hasPrefix("/data/marquee"))
        #expect(settings.cacheDirectory.path.hasPrefix("/data/marquee"))
        #expect(settings.iTunes.baseURL.absoluteString.hasPrefix("http://127.0.0.1:9"))
        #expect(settings.http.deadline == .milliseconds(250))
        #expect(settings.http.retry.maxAttempts == 4)
        #expect(settings.recommenderAddress == nil)
        #expect(settings.modelSettingsFile.url.path == "/config/marquee/config.json")
        #expect(
            [settings.modelVariables.apiKey, settings.modelVariables.baseURL, settings.modelVariables.model]
                == ["sk-test", nil, "tiny"])
    }

    @Test("Out-of-range patience values are ignored for the defaults")
    func defaults() {
        let settings = AppSettings(environment: [
            "HOME": "/home/ada", "MARQUEE_HTTP_TIMEOUT_MS": "0", "MARQUEE_HTTP_ATTEMPTS": "9",
            "MARQUEE_RECOMMENDER_URL": "http://127.0.0.1:8000",
        ])
        #expect(settings.http.deadline == .seconds(3))
        #expect(settings.http.retry.maxAttempts == 2)
        #expect(settings.recommenderAddress == "http://127.0.0.1:8000")
    }

    @Test("docs/CLI.md and the manual page state the store's default deadline that the code uses")
    func documentedDeadline() throws {
        let milliseconds = Int(AppSettings(environment: ["HOME": "/home/ada"]).http.deadline / .milliseconds(1))
        let cli = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appending(path: "docs/CLI.md")
        let row = try String(contentsOf: cli, encoding: .utf8).split(separator: "\n")
            .first { $0.hasPrefix("| `MARQUEE_HTTP_TIMEOUT_MS` |") }.map(String.init)

        #expect(milliseconds == 3000)
        #expect(
            row
                == "| `MARQUEE_HTTP_TIMEOUT_MS` | The time allowed for one request to the store, 1–120000 ms; "
                + "default \(milliseconds). |")
        #expect(
            Localizer(.english)(.manEnvTimeout)
                == "The time allowed for one store request, 1 to 120000 milliseconds; default \(milliseconds).")
        #expect(
            Localizer(.german)(.manEnvTimeout)
                == "Die Zeit für eine Store-Anfrage, 1 bis 120000 Millisekunden; Standard \(milliseconds).")
    }
}
