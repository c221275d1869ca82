import Foundation
import MarqueeDomain

/// What every command and the full-screen app run on, as Domain contracts.
///
/// The composition root (`MarqueeComposition`) builds the concrete repositories and fills this in; nothing in this
/// package can name a Data type, because its manifest does not depend on MarqueeData.
public struct AppDependencies: Sendable {
    /// The catalog the app recommends from.
    public let catalog: any CatalogRepository
    /// Where the profile lives; it broadcasts every change, so every open view of the saved shelf agrees.
    public let profile: any ObservableProfileRepository
    /// The profile's file, which the full-screen app's Preferences shows.
    public let profileFile: URL
    /// The iTunes store behind its disk cache, for Discover, search, film detail and saving store films.
    public let shop: ShopAccess
    /// Poster images, fetched from the store and kept in its cache.
    public let posters: any PosterRepository
    /// Reads and writes Letterboxd-compatible CSV for `export` and `import`.
    public let shelfFormat: any ShelfFileFormat
    /// Reads and writes the shelf files themselves.
    public let shelfFiles: any ShelfFileRepository
    /// The form mode's recommender services.
    public let recommenders: RecommenderAccess
    /// The language model behind `ask` and `chat`, and the settings `marquee model` shows and changes.
    public let languageModel: any LanguageModelAccess
    /// Reads `ask` and `chat` requests offline.
    public let requests: any RequestReading

    /// Creates dependencies from parts.
    /// - Parameters:
    ///   - catalog: the catalog the app recommends from.
    ///   - profile: the profile; one that does not broadcast must be wrapped by the caller so that it does.
    ///   - profileFile: the profile's file.
    ///   - shop: the iTunes store.
    ///   - posters: poster images.
    ///   - shelfFormat: the shelf file format.
    ///   - shelfFiles: the shelf files.
    ///   - recommenders: the form mode's services.
    ///   - languageModel: the language model and its settings.
    ///   - requests: the offline request reader.
    public init(
        catalog: any CatalogRepository,
        profile: any ObservableProfileRepository,
        profileFile: URL,
        shop: ShopAccess,
        posters: any PosterRepository,
        shelfFormat: any ShelfFileFormat,
        shelfFiles: any ShelfFileRepository,
        recommenders: RecommenderAccess,
        languageModel: any LanguageModelAccess,
        requests: any RequestReading
    ) {
        self.catalog = catalog
        self.profile = profile
        self.profileFile = profileFile
        self.shop = shop
        self.posters = posters
        self.shelfFormat = shelfFormat
        self.shelfFiles = shelfFiles
        self.recommenders = recommenders
        self.languageModel = languageModel
        self.requests = requests
    }

    /// Ranks the feed.
    var loadFeed: LoadFeedUseCase { LoadFeedUseCase(catalog: catalog, profile: profile) }
    /// Records reactions.
    var react: ReactToMovieUseCase { ReactToMovieUseCase(catalog: catalog, profile: profile, store: shop.cached) }
    /// Stores onboarding choices.
    var completeOnboarding: CompleteOnboardingUseCase { CompleteOnboardingUseCase(profile: profile) }
    /// Lists the saved shelf.
    var listSaved: ListSavedMoviesUseCase { ListSavedMoviesUseCase(catalog: catalog, profile: profile) }
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

    /// The form mode's recommender service: `--backend`, else the configured address, else none.
    /// - Parameter backend: `--backend`, already checked by the command.
    /// - Returns: the service and its address as given, or `nil` when none is configured.
    /// - Throws: ``CommandFailure/invalidRecommenderAddress(_:)`` when the configured address is not an http(s) URL.
    func recommender(backend: String?) throws(CommandFailure) -> (
        service: any RecommenderRepository, address: String
    )? {
        guard let text = backend ?? recommenders.configuredAddress else { return nil }
        guard let address = RecommenderAddress(text) else { throw .invalidRecommenderAddress(text) }
        return (recommenders.connect(address), text)
    }

    /// Answers the form mode with `service`, or with the local engine when it is `nil` or fails.
    func recommend(service: (any RecommenderRepository)?) -> RecommendMoviesUseCase {
        RecommendMoviesUseCase(catalog: catalog, profile: profile, service: service)
    }

    /// Where the model settings file lives, named in messages about the API key.
    var modelSettingsPath: String { languageModel.settingsPath }

    /// The language model for `ask` and `chat`, or `nil` when none is configured and none is required.
    /// - Parameters:
    ///   - choice: the command's flags.
    /// - Returns: the use case, or `nil` to answer offline.
    func askModel(_ choice: ModelChoice) -> AskModelUseCase? {
        guard let client = languageModel.chatModel(choice) else { return nil }
        let store = ShopPickGrounding(store: self.shop.cached, country: CountryArgument.defaultCountry)
        return AskModelUseCase(model: client, catalog: catalog, profile: profile, store: store)
    }

    /// Answers `ask`, `chat` and the app's Ask screen: by the model when one is configured, else offline.
    /// - Parameters:
    ///   - choice: the command's flags.
    ///   - offlineOnly: `--offline`: never ask a model.
    /// - Returns: the use case that decides who answers.
    func ask(_ choice: ModelChoice = ModelChoice(), offlineOnly: Bool = false) -> AskQuestionUseCase {
        AskQuestionUseCase(
            model: offlineOnly ? nil : askModel(choice),
            offline: AskCatalogUseCase(catalog: catalog, profile: profile, reader: requests),
            requiresModel: choice.required
        )
    }
}
