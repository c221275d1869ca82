extension MovieDetails {
    /// A catalog film's details with what the store knows added: poster, summary, price, dates and links.
    static func merging(catalog movie: Movie, store: MovieDetails, id: MovieID, title: String) -> MovieDetails {
        let film = store.movie
        var merged = Movie(
            id: id,
            title: title,
            year: movie.year ?? film.year,
            runtimeMinutes: movie.runtimeMinutes ?? film.runtimeMinutes,
            genres: movie.genres.isEmpty ? film.genres : movie.genres,
            directors: movie.directors.isEmpty ? film.directors : movie.directors,
            cast: movie.cast.isEmpty ? film.cast : movie.cast,
            contentRating: movie.contentRating ?? film.contentRating,
            criticScore: movie.criticScore,
            reviewCount: movie.reviewCount,
            language: movie.language,
            countries: movie.countries
        )
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
