import Foundation
import MarqueeData

/// Everything the composition reads from the environment, read once, typed, and handed down.
///
/// No other file of the composition reads a variable: each concrete type gets its value from here.
struct AppSettings: Sendable {
    /// The user's home directory (`HOME`).
    let home: String
    /// The folder holding the profile (`MARQUEE_HOME`, else `XDG_DATA_HOME`, else `~/.local/share`).
    let dataDirectory: URL
    /// The folder holding the store's and the posters' cache (`MARQUEE_HOME`, else `XDG_CACHE_HOME`, else `~/.cache`).
    let cacheDirectory: URL
    /// The iTunes store's base URL (`MARQUEE_ITUNES_URL`, for tests).
    let iTunes: ITunesEndpoint
    /// How patient the HTTP clients are (`MARQUEE_HTTP_TIMEOUT_MS`, `MARQUEE_HTTP_ATTEMPTS`).
    let http: HTTPSettings
    /// The form mode's recommender (`MARQUEE_RECOMMENDER_URL`), as given, or `nil` when unset or empty.
    let recommenderAddress: String?
    /// The language model's settings file (`XDG_CONFIG_HOME`, else `~/.config`).
    let modelSettingsFile: OpenAIConfigFile
    /// The language model's values from the environment (`OPENAI_API_KEY`, `OPENAI_BASE_URL`, `OPENAI_MODEL`).
    let modelVariables: ModelVariables

    /// Reads the settings.
    /// - Parameter environment: the process environment.
    init(environment: [String: String]) {
        let nonEmpty = { (name: String) in environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        home = environment["HOME"] ?? NSHomeDirectory()
        dataDirectory = DataDirectory.resolve(environment: environment, home: home)
        cacheDirectory = CacheDirectory.resolve(environment: environment, home: home)
        iTunes = ITunesEndpoint(environment: environment)
        http = HTTPSettings(environment: environment)
        recommenderAddress = nonEmpty("MARQUEE_RECOMMENDER_URL")
        modelSettingsFile = OpenAIConfigFile.standard(environment: environment)
        modelVariables = ModelVariables(
            apiKey: nonEmpty("OPENAI_API_KEY"), baseURL: nonEmpty("OPENAI_BASE_URL"), model: nonEmpty("OPENAI_MODEL"))
    }
}
