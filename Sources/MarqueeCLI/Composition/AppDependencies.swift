import Foundation
import MarqueeData
import MarqueeDomain

/// The composition root: the only place that builds concrete Data types and hands them inward.
///
/// Everything above this file sees only Domain use cases and Presentation reducers.
public struct AppDependencies: Sendable {
    /// The catalog the app recommends from.
    public let catalog: any CatalogRepository
    /// Where the profile lives; it broadcasts every change, so every open view of the saved shelf agrees.
    public let profile: any ObservableProfileRepository
    /// The folder holding the profile, shown to users who ask where their data is.
    public let dataDirectory: URL
    /// The process environment, read for the model settings of `ask` and `chat` (`OPENAI_*`).
    public let environment: [String: String]
    /// The iTunes store behind its disk cache, for Discover, search, film detail and saving store films.
    public let store: StoreAccess
    /// Poster images, fetched from the store and kept in its cache.
    public let posters: any PosterRepository

    /// Creates dependencies from parts, for tests; a profile that does not broadcast is wrapped so it does.
    public init(
        catalog: any CatalogRepository,
        profile: any ProfileRepository,
        dataDirectory: URL,
        environment: [String: String] = [:],
        store: StoreAccess = .unavailable,
        posters: any PosterRepository = NoPosters()
    ) {
        self.catalog = catalog
        self.profile = (profile as? any ObservableProfileRepository) ?? BroadcastingProfileRepository(wrapping: profile)
        self.dataDirectory = dataDirectory
        self.environment = environment
        self.store = store
        self.posters = posters
    }

    /// The real app: the bundled catalog and the profile in the user's data folder.
    /// - Parameters:
    ///   - environment: the process environment (`MARQUEE_HOME`, `XDG_DATA_HOME`, `HOME`).
    ///   - console: where a recovered profile is reported.
    ///   - l10n: the language of that report.
    /// - Throws: ``CommandFailure/catalog(_:)`` when the bundled catalog cannot be loaded.
    public static func live(
        environment: [String: String],
        console: Console,
        l10n: Localizer
    ) throws(CommandFailure) -> AppDependencies {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let directory = DataDirectory.resolve(environment: environment, home: home)
        let catalog: BundledCatalogRepository
        do { catalog = try BundledCatalogRepository() } catch { throw .catalog(error) }
        let profile = FileProfileRepository(directory: directory) { recovery in
            console.error("marquee: " + l10n(.failureProfileRecovered, recovery.reason, recovery.movedTo))
        }
        return AppDependencies(
            catalog: catalog, profile: profile, dataDirectory: directory, environment: environment,
            store: .live(environment: environment, home: home),
            posters: LazyPosters(environment: environment, home: home))
    }

    /// Ranks the feed.
    var loadFeed: LoadFeedUseCase { LoadFeedUseCase(catalog: catalog, profile: profile) }
    /// Records reactions.
    var react: ReactToMovieUseCase { ReactToMovieUseCase(catalog: catalog, profile: profile, store: store.cached) }
    /// Stores onboarding choices.
    var completeOnboarding: CompleteOnboardingUseCase { CompleteOnboardingUseCase(profile: profile) }
    /// Lists the saved shelf.
    var listSaved: ListSavedMoviesUseCase { ListSavedMoviesUseCase(catalog: catalog, profile: profile) }
    /// Reads and writes Letterboxd-compatible CSV for `export` and `import`.
    var shelfFormat: any ShelfFileFormat { LetterboxdShelfFormat() }
    /// Reads and writes the shelf files themselves, on the local disk.
    var shelfFiles: any ShelfFileStore { LocalShelfFiles() }
    /// Exports the liked and saved films.
    var exportShelf: ExportShelfUseCase {
        ExportShelfUseCase(catalog: catalog, profile: profile, format: shelfFormat)
    }
    /// Imports a shelf file in one profile update.
    var importShelf: ImportShelfUseCase {
        ImportShelfUseCase(catalog: catalog, profile: profile, format: shelfFormat)
    }
    /// Resolves ids and titles.
    var findMovie: FindMovieUseCase { FindMovieUseCase(catalog: catalog) }
    /// The profile's file, which the full-screen app's Preferences shows.
    var profileFile: URL { dataDirectory.appending(path: FileProfileRepository.fileName) }

    /// Whether text is a recommender address Marquee can call: an `http` or `https` URL with a host.
    static func isRecommenderAddress(_ text: String) -> Bool { RecommenderEndpoint(text) != nil }

    /// The form mode's recommender service: `--backend`, else `MARQUEE_RECOMMENDER_URL`, else none.
    /// - Parameter backend: `--backend`, already checked by the command.
    /// - Returns: the service and its address as given, or `nil` when none is configured.
    /// - Throws: ``CommandFailure/invalidRecommenderAddress(_:)`` when the variable is not an http(s) URL.
    func recommender(backend: String?) throws(CommandFailure) -> (
        service: any RecommenderRepository, address: String
    )? {
        let variable = environment["MARQUEE_RECOMMENDER_URL"].flatMap { $0.isEmpty ? nil : $0 }
        guard let address = backend ?? variable else { return nil }
        guard let endpoint = RecommenderEndpoint(address) else { throw .invalidRecommenderAddress(address) }
        return (FastAPIRecommenderRepository(endpoint: endpoint, transport: URLSessionTransport()), address)
    }

    /// Answers the form mode with `service`, or with the local engine when it is `nil` or fails.
    func recommend(service: (any RecommenderRepository)?) -> RecommendUseCase {
        RecommendUseCase(catalog: catalog, profile: profile, service: service)
    }

    /// The model settings `marquee model` shows and changes.
    var modelSettings: ModelSettings {
        ModelSettings(file: OpenAIConfigFile.standard(environment: environment), environment: environment)
    }

    /// Where the model settings file lives, named in messages about the API key.
    var modelSettingsPath: String { OpenAIConfigFile.standard(environment: environment).url.path }

    /// The language model for `ask` and `chat`, or `nil` when none is configured and none is required.
    ///
    /// A model counts as configured when an API key or a base URL is set (flag, `OPENAI_*`, or the settings file).
    /// - Parameters:
    ///   - baseURL: `--base-url`, which wins over `OPENAI_BASE_URL` and the file.
    ///   - model: `--model`, which wins over `OPENAI_MODEL` and the file.
    ///   - streams: whether to stream the reply.
    ///   - required: `--online`: build the client even with nothing configured, so a missing key is reported.
    /// - Returns: the use case, or `nil` to answer offline.
    func askModel(baseURL: String?, model: String?, streams: Bool, required: Bool) -> AskModelUseCase? {
        // Every command that gets here checked the file first (`ReadsModelSettings`), so it reads; should it have
        // turned corrupt since, this run answers as without settings and the next one names the file.
        let settings = (try? modelSettings.file.read()) ?? OpenAIConfigFile.Settings()
        let nonEmpty = { (value: String?) in value.flatMap { $0.isEmpty ? nil : $0 } }
        let key = nonEmpty(environment["OPENAI_API_KEY"]) ?? nonEmpty(settings.apiKey)
        let base = nonEmpty(baseURL) ?? nonEmpty(environment["OPENAI_BASE_URL"]) ?? nonEmpty(settings.baseURL)
        guard key != nil || base != nil || required else { return nil }
        let configuration = OpenAIConfiguration(
            baseURL: base.flatMap(URL.init(string:)),
            model: nonEmpty(model) ?? nonEmpty(environment["OPENAI_MODEL"]) ?? nonEmpty(settings.model),
            apiKey: key
        )
        let client = OpenAIChatClient(configuration: configuration, transport: URLSessionTransport(), streams: streams)
        let store = StorePickGrounding(store: self.store.cached, country: CountryArgument.defaultCountry)
        return AskModelUseCase(model: client, catalog: catalog, profile: profile, store: store)
    }

    /// Answers `ask`, `chat` and the app's Ask screen: by the model when one is configured, else offline.
    /// - Parameters:
    ///   - baseURL: `--base-url`, which wins over `OPENAI_BASE_URL` and the file.
    ///   - model: `--model`, which wins over `OPENAI_MODEL` and the file.
    ///   - streams: whether to stream the reply.
    ///   - required: `--online`: fail rather than answer offline.
    ///   - offlineOnly: `--offline`: never ask a model.
    /// - Returns: the use case that decides who answers.
    func ask(baseURL: String?, model: String?, streams: Bool, required: Bool, offlineOnly: Bool) -> AskUseCase {
        AskUseCase(
            model: offlineOnly ? nil : askModel(baseURL: baseURL, model: model, streams: streams, required: required),
            offline: AskOfflineUseCase(catalog: catalog, profile: profile),
            requiresModel: required
        )
    }
}
