import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import MarqueeSearchTestSupport
import Testing

extension FeedReducer {
    /// The reducer wired to the real use cases over `catalog` and `profile`; reactions are dated ``Fixture/now``.
    init(catalog: any CatalogRepository = ArrayCatalog(Films.dozen), profile: any ProfileRepository) {
        self.init(
            loadFeed: LoadFeedUseCase(catalog: catalog, profile: profile),
            react: ReactToMovieUseCase(catalog: catalog, profile: profile, now: { Fixture.now })
        )
    }

    /// A reducer whose use cases record an issue if they touch a repository.
    static var unimplemented: FeedReducer {
        FeedReducer(catalog: UnimplementedCatalogRepository(), profile: UnimplementedProfileRepository())
    }
}

extension OnboardingReducer {
    /// The reducer wired to the real use case over `profile`.
    init(profile: any ProfileRepository) {
        self.init(completeOnboarding: CompleteOnboardingUseCase(profile: profile))
    }

    /// A reducer whose use case records an issue if it touches the profile.
    static var unimplemented: OnboardingReducer {
        OnboardingReducer(profile: UnimplementedProfileRepository())
    }
}

extension SavedReducer {
    /// The reducer wired to the real use cases over `catalog` and `profile`; reactions are dated ``Fixture/now``.
    init(catalog: any CatalogRepository = ArrayCatalog(Films.dozen), profile: any ProfileRepository) {
        self.init(
            listSaved: ListSavedMoviesUseCase(catalog: catalog, profile: profile),
            react: ReactToMovieUseCase(catalog: catalog, profile: profile, now: { Fixture.now })
        )
    }

    /// A reducer whose use cases record an issue if they touch a repository.
    static var unimplemented: SavedReducer {
        SavedReducer(catalog: UnimplementedCatalogRepository(), profile: UnimplementedProfileRepository())
    }
}
