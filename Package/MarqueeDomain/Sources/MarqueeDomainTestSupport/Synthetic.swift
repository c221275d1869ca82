import MarqueeDomain

/// Made-up films for tests that need exact numbers or many films of one kind.
public enum Synthetic {
    /// A film with only what ranking reads; everything else stays unknown.
    public static func film(
        _ id: String,
        title: String? = nil,
        year: Int? = 2000,
        genres: GenreSet = [.drama],
        directors: [String] = [],
        cast: [String] = [],
        critic: Double? = 7.0,
        reviews: Int = 100,
        coLiked: [CoLikedFilm] = []
    ) -> Movie {
        Movie(
            id: MovieID(id),
            title: title ?? "Film \(id)",
            year: year,
            genres: genres,
            directors: directors,
            cast: cast,
            criticScore: critic,
            reviewCount: reviews,
            coLiked: coLiked
        )
    }

    /// A seeded catalog where no two films can tie on a Kino score.
    ///
    /// Every Kino weight is a multiple of 0.05, and each film's critic score carries a distinct
    /// offset of `index × 0.0007` (< 0.05), so two films' totals always differ by at least 0.0007.
    public static func untiedCatalog(count: Int, using generator: inout SeededGenerator) -> [Movie] {
        precondition(count <= 60, "offsets must stay below 0.05")
        return (0..<count).map { index in
            var genres = GenreSet()
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                genres.insert(Genre.allCases[Int.random(in: 0..<Genre.allCases.count, using: &generator)])
            }
            let critic = Double(Int.random(in: 50...95, using: &generator)) / 10 + Double(index) * 0.0007
            return film(
                "tt9\(String(index + 100_000))",
                year: Int.random(in: 1930...2020, using: &generator),
                genres: genres,
                critic: critic,
                reviews: Int.random(in: 1...300, using: &generator)
            )
        }
    }

    /// A seeded profile over `movies`: a few preferred genres and a dozen reactions of every kind.
    public static func profile(over movies: [Movie], using generator: inout SeededGenerator) -> UserProfile {
        var profile = UserProfile(hasCompletedOnboarding: true)
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
            profile.preferredGenres.insert(Genre.allCases[Int.random(in: 0..<Genre.allCases.count, using: &generator)])
        }
        for step in 0..<12 {
            let movie = movies[Int.random(in: 0..<movies.count, using: &generator)]
            let reaction = Reaction.allCases[Int.random(in: 0..<Reaction.allCases.count, using: &generator)]
            profile.apply(reaction, to: movie.id, at: Moments.first.addingTimeInterval(Double(step)))
        }
        return profile
    }
}
