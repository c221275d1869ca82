import Foundation
import MarqueeDomain
import MarqueePresentation

/// What every command and the full-screen app run on, as Domain contracts.
///
/// The composition root (`MarqueeComposition`) builds the concrete repositories and fills this in; nothing in this
/// package can name a Data type, because its manifest does not depend on MarqueeData.
public struct AppDependencies: Sendable {
    /// The catalog the app recommends from.
    public let catalog: any CatalogRepository
    /// The catalog ranked: the feed, Discover's bundled rows and "more like this".
    public let ranking: any FeedRanking
    /// The catalog searched by title, director or cast.
    public let search: any CatalogSearching
    /// The catalog's span and size, for `--version` and help.
    public let facts: any CatalogMeasuring
    /// The offline answer to `ask` and `chat`.
    public let answering: any CriteriaAnswering
    /// The local answer to the form mode.
    public let formAnswering: any FormAnswering
    /// Finds the film a written title names, for search, imports and grounding.
    public let titles: any TitleMatching
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
    /// The people watching together: their files, folders and saved names.
    public let togetherFiles: any GroupMemberFiles
    /// The form mode's recommender services.
    public let recommenders: RecommenderAccess
    /// The language model behind `ask` and `chat`, and the settings `marquee model` shows and changes.
    public let languageModel: any LanguageModelAccess
    /// Reads `ask` and `chat` requests offline.
    public let requests: any RequestReading
    /// Imports IMDb's datasets as the local catalog, and removes it; `nil` where nothing can be imported.
    public let imdb: (any IMDbImporting)?
    /// Keeps what the store filled in for catalog films, for search, ask and offline screens; `nil` keeps nothing.
    public let shopFacts: (any ShopFactsStore)?

    /// Creates dependencies from parts.
    /// - Parameters:
    ///   - catalog: the catalog the app recommends from.
    ///   - ranking: the catalog ranked.
    ///   - search: the catalog searched.
    ///   - facts: the catalog measured.
    ///   - answering: the offline ask engine.
    ///   - formAnswering: the local form engine.
    ///   - titles: the title matcher.
    ///   - profile: the profile; one that does not broadcast must be wrapped by the caller so that it does.
    ///   - profileFile: the profile's file.
    ///   - shop: the iTunes store.
    ///   - posters: poster images.
    ///   - shelfFormat: the shelf file format.
    ///   - shelfFiles: the shelf files.
    ///   - togetherFiles: the people watching together.
    ///   - recommenders: the form mode's services.
    ///   - languageModel: the language model and its settings.
    ///   - requests: the offline request reader.
    ///   - imdb: the IMDb import, or `nil`.
    ///   - shopFacts: what the store filled in, kept; `nil` keeps nothing.
    public init(
        catalog: any CatalogRepository,
        ranking: any FeedRanking,
        search: any CatalogSearching,
        facts: any CatalogMeasuring,
        answering: any CriteriaAnswering,
        formAnswering: any FormAnswering,
        titles: any TitleMatching,
        profile: any ObservableProfileRepository,
        profileFile: URL,
        shop: ShopAccess,
        posters: any PosterRepository,
        shelfFormat: any ShelfFileFormat,
        shelfFiles: any ShelfFileRepository,
        togetherFiles: any GroupMemberFiles,
        recommenders: RecommenderAccess,
        languageModel: any LanguageModelAccess,
        requests: any RequestReading,
        imdb: (any IMDbImporting)? = nil,
        shopFacts: (any ShopFactsStore)? = nil
    ) {
        self.catalog = catalog
        self.ranking = ranking
        self.search = search
        self.facts = facts
        self.answering = answering
        self.formAnswering = formAnswering
        self.titles = titles
        self.profile = profile
        self.profileFile = profileFile
        self.shop = shop
        self.posters = posters
        self.shelfFormat = shelfFormat
        self.shelfFiles = shelfFiles
        self.togetherFiles = togetherFiles
        self.recommenders = recommenders
        self.languageModel = languageModel
        self.requests = requests
        self.imdb = imdb
        self.shopFacts = shopFacts
    }

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

    /// Where the model settings file lives, named in messages about the API key.
    var modelSettingsPath: String { languageModel.settingsPath }
}
