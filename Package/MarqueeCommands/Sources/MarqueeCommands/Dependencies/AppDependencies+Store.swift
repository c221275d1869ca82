import MarqueeDomain

extension AppDependencies {
    /// Loads Discover: the store's charts, or the bundled catalog when the store and its cache have nothing.
    var fetchDiscover: FetchDiscoverUseCase {
        FetchDiscoverUseCase(store: store.cached, refreshingStore: store.refreshing, catalog: catalog)
    }

    /// Searches the bundled catalog and the store, merged.
    var searchMovies: SearchMoviesUseCase { SearchMoviesUseCase(catalog: catalog, store: store.cached) }

    /// Everything known about one film, catalog or store, enriched from the store when it can be reached.
    var movieDetail: MovieDetailUseCase {
        MovieDetailUseCase(catalog: catalog, store: store.cached, matcher: store.cached)
    }

    /// Follows the saved shelf (Cinematic's favorites) as the profile broadcasts its changes.
    var observeSaved: ObserveSavedUseCase { ObserveSavedUseCase(catalog: catalog, profile: profile) }
}
