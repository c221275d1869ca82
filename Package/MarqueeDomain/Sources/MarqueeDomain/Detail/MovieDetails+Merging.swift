extension MovieDetails {
    /// A catalog film's details with what the store knows added: poster, summary, price, dates and links.
    ///
    /// The store fills in only what the catalog lacks; every catalog fact stands, its scores too, so a line shown
    /// before the store answered is never shown again without them.
    static func merging(catalog movie: Movie, store: MovieDetails, id: MovieID, title: String) -> MovieDetails {
        let film = store.movie
        var merged = Movie(
            id: id, title: title, year: movie.year ?? film.year,
            runtimeMinutes: movie.runtimeMinutes ?? film.runtimeMinutes,
            genres: movie.genres.isEmpty ? film.genres : movie.genres,
            directors: movie.directors.isEmpty ? film.directors : movie.directors,
            cast: movie.cast.isEmpty ? film.cast : movie.cast, contentRating: movie.contentRating ?? film.contentRating,
            criticScore: movie.criticScore, reviewCount: movie.reviewCount, language: movie.language,
            countries: movie.countries, alternateTitles: movie.alternateTitles, audience: movie.audience,
            tomatometer: movie.tomatometer, metacritic: movie.metacritic, coLiked: movie.coLiked, oscars: movie.oscars,
            formerIDs: movie.formerIDs, imdb: movie.imdb,
            isCastBilled: movie.cast.isEmpty ? film.isCastBilled : movie.isCastBilled)
        merged.posterURL = film.posterURL ?? movie.posterURL
        merged.summary = film.summary ?? movie.summary
        merged.price = film.price ?? movie.price
        merged.storeFilled = movie.storeFilled.union(movie.fillable(from: film))
        return MovieDetails(
            movie: merged,
            fullSummary: store.fullSummary,
            releaseDate: store.releaseDate,
            trailerURL: store.trailerURL,
            storeURL: store.storeURL,
            storeID: store.storeID ?? film.id,
            catalogID: movie.id
        )
    }
}
