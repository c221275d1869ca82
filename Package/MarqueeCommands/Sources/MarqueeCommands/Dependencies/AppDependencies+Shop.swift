import MarqueeDomain

extension AppDependencies {
    /// Loads Discover: the store's charts, or the bundled catalog when the store and its cache have nothing.
    var fetchDiscover: FetchDiscoverUseCase {
        FetchDiscoverUseCase(store: shop.cached, refreshingStore: shop.refreshing, ranking: ranking)
    }

    /// Searches the bundled catalog and the store, merged.
    var searchMovies: SearchMoviesUseCase { SearchMoviesUseCase(search: search, catalog: catalog, store: shop.cached) }

    /// Everything known about one film, catalog or store, enriched from the store when it can be reached.
    var movieDetail: LoadMovieDetailUseCase {
        LoadMovieDetailUseCase(catalog: catalog, ranking: ranking, store: shop.cached, matcher: shop.cached)
    }

    /// Follows the saved shelf (Cinematic's favorites) as the profile broadcasts its changes.
    var observeSaved: ObserveSavedMoviesUseCase { ObserveSavedMoviesUseCase(catalog: catalog, profile: profile) }
}
