import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import MarqueeRequests
import MarqueeSearchTestSupport
import Testing

/// The full-screen app's reducer and states, wired to in-memory repositories.
enum AppFixture {
    /// Where the tests pretend the profile lives.
    static let profileLocation = "/home/ada/.local/share/marquee/profile.json"

    /// The app before anything loaded, ranking three films.
    static var initial: AppState {
        AppState(feed: FeedState(limit: 3), preferences: PreferencesState(profileLocation: profileLocation))
    }

    /// The feed of three films the Domain ranks for `profile` over the in-memory catalog, as the screen shows it.
    static func loadedFeed(for profile: UserProfile) async throws -> FeedState {
        let ranked = try await Fixture.rankedFeed(for: profile, limit: 3)
        var feed = FeedState(limit: 3)
        feed.cards = .loaded(
            ranked.recommendations.map { FeedCard(recommendation: $0, reactions: profile.reactions(to: $0.movie.id)) }
        )
        feed.hasCompletedOnboarding = profile.hasCompletedOnboarding
        return feed
    }

    /// An onboarded profile that likes Sci-Fi.
    static let onboarded = UserProfile(preferredGenres: [.sciFi], hasCompletedOnboarding: true)
}

extension AppReducer {
    /// The app wired to the real use cases over `catalog`, `profile` and `store`; reactions are dated
    /// ``Fixture/now``, and searches start without a pause.
    init(
        catalog: any CatalogRepository = ArrayCatalog(Films.dozen),
        profile: any ObservableProfileRepository,
        store: StubShop = StubShop(),
        members: InMemoryMembers = InMemoryMembers()
    ) {
        self.init(
            feed: FeedReducer(catalog: catalog, profile: profile),
            onboarding: OnboardingReducer(profile: profile),
            discover: DiscoverReducer(fetchDiscover: FetchDiscoverUseCase(store: store, catalog: catalog)),
            search: SearchReducer(search: SearchMoviesUseCase(catalog: catalog), debounce: .zero),
            saved: SavedReducer(catalog: catalog, profile: profile),
            recommend: RecommendReducer(
                recommend: RecommendMoviesUseCase(catalog: catalog, profile: profile, service: nil),
                parser: RecommendationFormParser(currentYear: 2026)
            ),
            ask: AskReducer(
                ask: AskQuestionUseCase(
                    model: nil,
                    offline: AskCatalogUseCase(
                        catalog: catalog, profile: profile, reader: OfflineRequestReader()))),
            detail: DetailReducer(
                loadDetails: LoadMovieDetailUseCase(catalog: catalog),
                observeSaved: ObserveSavedMoviesUseCase(catalog: catalog, profile: profile),
                react: ReactToMovieUseCase(catalog: catalog, profile: profile, now: { Fixture.now })
            ),
            preferences: PreferencesReducer(profile: profile),
            together: TogetherReducer(catalog: catalog, profile: profile, members: members)
        )
    }

    /// An app whose use cases record an issue if they touch a repository or the store.
    static var unimplemented: AppReducer {
        AppReducer(catalog: UnimplementedCatalogRepository(), profile: UnimplementedObservableProfile())
    }
}

/// A broadcasting profile store that must not be used: every call records an issue and fails.
struct UnimplementedObservableProfile: ObservableProfileRepository {
    private let profile = UnimplementedProfileRepository()

    func load() async throws(ProfileError) -> UserProfile { try await profile.load() }

    func update(_ change: @Sendable (inout UserProfile) -> Void) async throws(ProfileError) -> UserProfile {
        try await profile.update(change)
    }

    func changes() async -> AsyncStream<UserProfile> {
        Issue.record("ObservableProfileRepository.changes() called but not set up")
        return AsyncStream { $0.finish() }
    }
}

extension PreferencesReducer {
    /// The reducer wired to the real use cases over `profile`.
    init(profile: any ProfileRepository) {
        self.init(
            loadProfile: LoadProfileUseCase(profile: profile), resetProfile: ResetProfileUseCase(profile: profile))
    }

    /// A reducer whose use cases record an issue if they touch the profile.
    static var unimplemented: PreferencesReducer {
        PreferencesReducer(profile: UnimplementedProfileRepository())
    }
}
