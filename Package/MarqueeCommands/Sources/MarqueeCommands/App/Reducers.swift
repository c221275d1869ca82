import MarqueeDomain
import MarqueePresentation
import TerminalKit

/// Every feature's reducer, made one way for the full-screen app and for the commands.
///
/// `marquee search` and the app's Search screen run the reducer `search()` returns, over the same use cases, so
/// "a command runs the same loop as the app" holds by construction rather than by care.
struct Reducers: Sendable {
    let useCases: UseCases
    let dependencies: AppDependencies

    /// The feed and its reactions.
    @MainActor func feed() -> FeedReducer { FeedReducer(loadFeed: useCases.loadFeed, react: useCases.react) }

    /// Onboarding's genre picker.
    @MainActor func onboarding() -> OnboardingReducer {
        OnboardingReducer(completeOnboarding: useCases.completeOnboarding)
    }

    /// Discover's rows.
    @MainActor func discover() -> DiscoverReducer { DiscoverReducer(fetchDiscover: useCases.fetchDiscover) }

    /// Search over the catalog and the store.
    @MainActor func search() -> SearchReducer { SearchReducer(search: useCases.searchMovies) }

    /// The saved shelf; `following` keeps it in step with the profile's broadcast, which a screen wants and a
    /// one-shot command, which would then never settle, does not.
    @MainActor func saved(following: Bool) -> SavedReducer {
        SavedReducer(
            listSaved: useCases.listSaved, react: useCases.react, observeSaved: following ? useCases.observeSaved : nil)
    }

    /// The form mode, answered by `service` or by the local engine.
    @MainActor func recommend(service: (any RecommenderRepository)?) -> RecommendReducer {
        RecommendReducer(
            recommend: useCases.recommend(service: service),
            parser: RecommendationFormParser(currentYear: RecommendationFormParser.thisYear)
        )
    }

    /// Ask, by the model `choice` picks or offline, with reactions to its picks.
    @MainActor func ask(_ choice: ModelChoice = ModelChoice(), offlineOnly: Bool = false) -> AskReducer {
        AskReducer(ask: useCases.ask(choice, offlineOnly: offlineOnly), react: useCases.react)
    }

    /// A film's detail, found by name or id, with its reactions; its poster in `imageProtocol`, or none.
    @MainActor func detail(imageProtocol: ImageProtocol? = nil) -> DetailReducer {
        DetailReducer(
            loadDetails: useCases.movieDetail, observeSaved: useCases.observeSaved, react: useCases.react,
            posters: imageProtocol.map { PosterSource(repository: dependencies.posters, format: $0.posterFormat) },
            findMovie: useCases.findMovie, loadProfile: useCases.loadProfile)
    }

    /// Preferences: the profile and its reset.
    @MainActor func preferences() -> PreferencesReducer {
        PreferencesReducer(loadProfile: useCases.loadProfile, resetProfile: useCases.resetProfile)
    }

    /// A like, save or pass of a film named by the user, or its undo.
    @MainActor func reaction() -> ReactionReducer {
        ReactionReducer(react: useCases.react, findMovie: useCases.findMovie, loadProfile: useCases.loadProfile)
    }

    /// The shelf's export to a file or standard output.
    @MainActor func export() -> ExportReducer {
        ExportReducer(
            exportShelf: useCases.exportShelf, format: dependencies.shelfFormat, files: dependencies.shelfFiles)
    }

    /// The shelf's import from a file.
    @MainActor func importShelf() -> ImportReducer {
        ImportReducer(importShelf: useCases.importShelf, files: dependencies.shelfFiles)
    }

    /// Watching together: reading the people, their picks, and your reactions to them.
    @MainActor func together() -> TogetherReducer {
        TogetherReducer(
            readMember: useCases.readMember, pickTogether: useCases.pickTogether, react: useCases.react,
            files: dependencies.togetherFiles)
    }

    /// The IMDb import, `nil` where the dependencies hold none.
    @MainActor func catalogImport() -> CatalogImportReducer? {
        dependencies.imdb.map { CatalogImportReducer(importer: $0) }
    }

    /// The full-screen app: every screen's reducer above, composed.
    /// - Parameters:
    ///   - recommender: the form mode's service, or `nil` for the local engine alone.
    ///   - imageProtocol: how the terminal shows the detail panel's poster, or `nil` for no images (no poster is
    ///     then ever fetched).
    /// - Returns: the app's reducer.
    @MainActor func app(recommender: (any RecommenderRepository)?, imageProtocol: ImageProtocol? = nil) -> AppReducer {
        AppReducer(
            feed: feed(),
            onboarding: onboarding(),
            discover: discover(),
            search: search(),
            saved: saved(following: true),
            recommend: recommend(service: recommender),
            ask: ask(),
            detail: detail(imageProtocol: imageProtocol),
            preferences: preferences(),
            together: together()
        )
    }
}
