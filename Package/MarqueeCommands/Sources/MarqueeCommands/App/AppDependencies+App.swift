import MarqueeDomain
import MarqueePresentation
import TerminalKit

extension AppDependencies {
    /// The full-screen app's reducer, over the same use cases the commands use.
    /// - Parameters:
    ///   - recommender: the form mode's service, or `nil` for the local engine alone.
    ///   - imageProtocol: how the terminal shows the detail panel's poster, or `nil` for no images (no poster is
    ///     then ever fetched).
    @MainActor func appReducer(
        recommender: (any RecommenderRepository)?, imageProtocol: ImageProtocol? = nil
    ) -> AppReducer {
        AppReducer(
            feed: FeedReducer(loadFeed: loadFeed, react: react),
            onboarding: OnboardingReducer(completeOnboarding: completeOnboarding),
            discover: DiscoverReducer(fetchDiscover: fetchDiscover),
            search: SearchReducer(search: searchMovies),
            saved: SavedReducer(listSaved: listSaved, react: react, observeSaved: observeSaved),
            recommend: RecommendReducer(
                recommend: recommend(service: recommender),
                parser: RecommendationFormParser(currentYear: RecommendationFormParser.thisYear)
            ),
            ask: AskReducer(ask: ask()),
            detail: DetailReducer(
                loadDetails: movieDetail, observeSaved: observeSaved, react: react,
                posters: imageProtocol.map { PosterSource(repository: posters, format: $0.posterFormat) }),
            preferences: PreferencesReducer(
                loadProfile: LoadProfileUseCase(profile: profile),
                resetProfile: ResetProfileUseCase(profile: profile)
            )
        )
    }

    /// The app's state before anything has loaded: fifty films to swipe through, the model Ask uses (none when
    /// none is configured: Ask answers offline), and where the profile lives.
    var appState: AppState {
        let model = ask().modelName
        return AppState(
            ask: AskState(modelName: model), preferences: PreferencesState(profileLocation: profileFile.path))
    }
}
