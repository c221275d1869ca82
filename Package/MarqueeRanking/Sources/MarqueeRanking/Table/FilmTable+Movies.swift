import MarqueeDomain

extension FilmTable {
    /// Lays films out as a table; live catalogs, tests and evaluation rank through this.
    ///
    /// Costs one pass with a hash per person and language name: fine for a catalog ranked once, while the
    /// bundled catalog comes already laid out (see docs/ARCHITECTURE.md, "The bundled catalog").
    /// - Parameter movies: the films, in row order.
    public init(movies: [Movie]) {
        var people: [String: UInt32] = [:]
        var languages: [String: Int32] = [:]
        var rows: [MovieID: Int] = [:]
        rows.reserveCapacity(movies.count)
        for (row, movie) in movies.enumerated() where rows[movie.id] == nil { rows[movie.id] = row }
        func person(_ name: String) -> UInt32 {
            if let known = people[name] { return known }
            let number = UInt32(people.count)
            people[name] = number
            return number
        }
        self.init(
            count: movies.count,
            genres: Column(movies.map(\.genres.rawValue)),
            years: Column(movies.map { $0.year.map { Int32(clamping: $0) } ?? Self.unknown }),
            languages: Column(
                movies.map { movie in
                    guard let name = movie.language else { return Self.unknown }
                    if let known = languages[name] { return known }
                    let number = Int32(languages.count)
                    languages[name] = number
                    return number
                }),
            criticScores: Column(movies.map { $0.criticScore ?? .nan }),
            reviewCounts: Column(movies.map { Int32(clamping: $0.reviewCount) }),
            tomatometers: Column(movies.map { $0.tomatometer.map { Int32(clamping: $0) } ?? Self.unknown }),
            metacritics: Column(movies.map { $0.metacritic.map { Int32(clamping: $0) } ?? Self.unknown }),
            audienceMeans: Column(movies.map { $0.audience?.mean ?? .nan }),
            audienceCounts: Column(movies.map { Int32(clamping: $0.audience?.ratings ?? 0) }),
            directors: FilmLinks(movies.map { $0.directors.map(person) }),
            cast: FilmLinks(movies.map { $0.cast.map(person) }),
            details: MovieListDetails(movies: movies, rows: rows, people: people, languages: languages)
        )
    }
}
