import MarqueeDomain

/// ``Films`` with co-rating neighbours, so every term of the score, the co-rating one included, is exercised.
public enum CoRated {
    /// The neighbours given to each fixture film, strongest first.
    public static let links: [MovieID: [CoLikedFilm]] = [
        Films.alien.id: [.init(id: Films.bladeRunner.id, weight: 0.05), .init(id: Films.matrix.id, weight: 0.03)],
        Films.darkKnight.id: [.init(id: Films.inception.id, weight: 0.1), .init(id: Films.heat.id, weight: 0.04)],
        Films.heat.id: [.init(id: Films.godfather.id, weight: 0.06), .init(id: Films.taxiDriver.id, weight: 0.05)],
        Films.casablanca.id: [.init(id: Films.singinInTheRain.id, weight: 0.05)],
        Films.spiritedAway.id: [.init(id: Films.totoro.id, weight: 0.09), .init(id: Films.amelie.id, weight: 0.02)],
        Films.inception.id: [.init(id: Films.matrix.id, weight: 0.07), .init(id: Films.darkKnight.id, weight: 0.06)],
    ]

    /// Every fixture film with its neighbours.
    public static let all: [Movie] = Films.all.map { film in
        var film = film
        film.coLiked = links[film.id] ?? []
        return film
    }
}

/// Compares recommendations as whole values, numbers within a rounding error.
public func sameRecommendations(_ actual: [Recommendation], _ expected: [Recommendation]) -> Bool {
    guard actual.count == expected.count else { return false }
    return zip(actual, expected).allSatisfy { lhs, rhs in
        lhs.movie == rhs.movie && lhs.engine == rhs.engine && abs(lhs.score - rhs.score) < 1e-9
            && lhs.reasons.map(\.kind) == rhs.reasons.map(\.kind)
            && zip(lhs.reasons, rhs.reasons).allSatisfy { abs($0.contribution - $1.contribution) < 1e-9 }
    }
}
