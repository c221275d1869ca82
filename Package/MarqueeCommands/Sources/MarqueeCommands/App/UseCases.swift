import MarqueeDomain

/// Every use case the commands and the full-screen app run, built once from the contracts in `AppDependencies`.
///
/// This is the one place a use case is made: a command and the app's screen for the same feature always run the
/// same use case over the same repositories. The few that depend on a command's flags (the recommender service,
/// the language model) are made by the functions below, still here.
public struct UseCases: Sendable {
    /// Ranks the feed.
    let loadFeed: LoadFeedUseCase
    /// Records reactions.
    let react: ReactToMovieUseCase
    /// Stores onboarding choices.
    let completeOnboarding: CompleteOnboardingUseCase
    /// Lists the saved shelf.
    let listSaved: ListSavedMoviesUseCase
    /// Follows the saved shelf as the profile broadcasts its changes.
    let observeSaved: ObserveSavedMoviesUseCase
    /// Reads the liked and saved films as shelf rows.
    let exportShelf: ExportShelfUseCase
    /// Imports a shelf file in one profile update.
    let importShelf: ImportShelfUseCase
    /// Reads a person watching together from their files.
    let readMember: ReadGroupMemberUseCase
    /// Picks for you and the people watching with you.
    let pickTogether: PickTogetherUseCase
    /// Resolves ids and titles.
    let findMovie: FindMovieUseCase
    /// Loads Discover: the store's charts, or the bundled catalog when the store and its cache have nothing.
    let fetchDiscover: FetchDiscoverUseCase
    /// Searches the bundled catalog and the store, merged.
    let searchMovies: SearchMoviesUseCase
    /// Everything known about one film, catalog or store, enriched from the store when it can be reached.
    let movieDetail: LoadMovieDetailUseCase
    /// Reads the profile.
    let loadProfile: LoadProfileUseCase
    /// Erases the profile.
    let resetProfile: ResetProfileUseCase
    /// Measures the bundled catalog, for `--version` and help.
    let measureCatalog: MeasureCatalogUseCase

    private let dependencies: AppDependencies

    /// Builds every use case over `dependencies`.
    /// - Parameter dependencies: the contracts the composition root filled in.
    public init(_ dependencies: AppDependencies) {
        self.dependencies = dependencies
        let (catalog, profile, shop) = (dependencies.catalog, dependencies.profile, dependencies.shop)
        let (format, titles) = (dependencies.shelfFormat, dependencies.titles)
        loadFeed = LoadFeedUseCase(profile: profile, ranking: dependencies.ranking)
        react = ReactToMovieUseCase(catalog: catalog, profile: profile, store: shop.cached)
        completeOnboarding = CompleteOnboardingUseCase(profile: profile)
        listSaved = ListSavedMoviesUseCase(catalog: catalog, profile: profile)
        observeSaved = ObserveSavedMoviesUseCase(catalog: catalog, profile: profile)
        exportShelf = ExportShelfUseCase(catalog: catalog, profile: profile, format: format)
        importShelf = ImportShelfUseCase(catalog: catalog, profile: profile, format: format, titles: titles)
        readMember = ReadGroupMemberUseCase(
            catalog: catalog, files: dependencies.togetherFiles, format: format, titles: titles)
        pickTogether = PickTogetherUseCase(profile: profile, ranking: dependencies.ranking)
        findMovie = FindMovieUseCase(catalog: catalog, search: dependencies.search)
        fetchDiscover = FetchDiscoverUseCase(
            store: shop.cached, refreshingStore: shop.refreshing, ranking: dependencies.ranking)
        searchMovies = SearchMoviesUseCase(
            search: dependencies.search, catalog: catalog, titles: titles, store: shop.cached)
        movieDetail = LoadMovieDetailUseCase(
            catalog: catalog, ranking: dependencies.ranking, store: shop.cached, matcher: shop.cached, titles: titles,
            facts: dependencies.shopFacts)
        loadProfile = LoadProfileUseCase(profile: profile)
        resetProfile = ResetProfileUseCase(profile: profile)
        measureCatalog = MeasureCatalogUseCase(facts: dependencies.facts)
    }

    /// Answers the form mode with `service`, or with the local engine when it is `nil` or fails.
    /// - Parameter service: the recommender service, or `nil` for the local engine alone.
    /// - Returns: the use case.
    func recommend(service: (any RecommenderRepository)?) -> RecommendMoviesUseCase {
        RecommendMoviesUseCase(
            catalog: dependencies.catalog, profile: dependencies.profile, service: service,
            engine: dependencies.formAnswering, titles: dependencies.titles)
    }

    /// The language model for `ask` and `chat`, or `nil` when none is configured and none is required.
    /// - Parameter choice: the command's flags.
    /// - Returns: the use case, or `nil` to answer offline.
    func askModel(_ choice: ModelChoice) -> AskModelUseCase? {
        guard let client = dependencies.languageModel.chatModel(choice) else { return nil }
        return AskModelUseCase(
            model: client, catalog: dependencies.catalog, profile: dependencies.profile,
            store: dependencies.shop.cached, country: CountryArgument.defaultCountry, titles: dependencies.titles)
    }

    /// Answers `ask`, `chat` and the app's Ask screen: by the model when one is configured, else offline.
    /// - Parameters:
    ///   - choice: the command's flags.
    ///   - offlineOnly: `--offline`: never ask a model.
    /// - Returns: the use case that decides who answers.
    func ask(_ choice: ModelChoice = ModelChoice(), offlineOnly: Bool = false) -> AskQuestionUseCase {
        AskQuestionUseCase(
            model: offlineOnly ? nil : askModel(choice),
            offline: AskCatalogUseCase(
                catalog: dependencies.catalog, profile: dependencies.profile, reader: dependencies.requests,
                engine: dependencies.answering),
            requiresModel: choice.required
        )
    }
}
