import MarqueeDomain

/// A dozen well-known films, described the way the bundled catalog describes them.
enum Films {
    static let matrix = Movie(
        id: MovieID("tt0133093"),
        title: "The Matrix",
        year: 1999,
        runtimeMinutes: 136,
        genres: [.sciFi, .thriller, .crime, .action],
        directors: ["Lana Wachowski", "Lilly Wachowski"],
        cast: ["Carrie-Anne Moss", "Hugo Weaving", "Keanu Reeves", "Laurence Fishburne"],
        contentRating: .r,
        criticScore: 7.8,
        reviewCount: 209,
        language: "en",
        countries: ["United States", "Australia"]
    )

    static let heat = Movie(
        id: MovieID("tt0113277"),
        title: "Heat",
        year: 1995,
        runtimeMinutes: 170,
        genres: [.action, .crime, .drama, .thriller],
        directors: ["Michael Mann"],
        cast: ["Al Pacino", "Robert De Niro", "Val Kilmer"],
        contentRating: .r,
        criticScore: 7.9,
        reviewCount: 98,
        language: "en",
        countries: ["United States"]
    )

    static let alien = Movie(
        id: MovieID("tt0078748"),
        title: "Alien",
        year: 1979,
        runtimeMinutes: 117,
        genres: [.horror, .sciFi],
        directors: ["Ridley Scott"],
        cast: ["Ian Holm", "John Hurt", "Sigourney Weaver", "Tom Skerritt"],
        contentRating: .r,
        criticScore: 9.0,
        reviewCount: 142,
        language: "en",
        countries: ["United Kingdom", "United States"]
    )

    static let bladeRunner = Movie(
        id: MovieID("tt0083658"),
        title: "Blade Runner",
        year: 1982,
        runtimeMinutes: 117,
        genres: [.drama, .sciFi, .thriller],
        directors: ["Ridley Scott"],
        cast: ["Harrison Ford", "Rutger Hauer", "Sean Young"],
        contentRating: .r,
        criticScore: 8.5,
        reviewCount: 151,
        language: "en",
        countries: ["United States"]
    )

    static let godfather = Movie(
        id: MovieID("tt0068646"),
        title: "The Godfather",
        year: 1972,
        runtimeMinutes: 175,
        genres: [.crime, .drama],
        directors: ["Francis Ford Coppola"],
        cast: ["Al Pacino", "James Caan", "Marlon Brando"],
        contentRating: .r,
        criticScore: 9.4,
        reviewCount: 166,
        language: "en",
        countries: ["United States"]
    )

    static let spiritedAway = Movie(
        id: MovieID("tt0245429"),
        title: "Spirited Away",
        year: 2001,
        runtimeMinutes: 125,
        genres: [.adventure, .animation, .family, .fantasy],
        directors: ["Hayao Miyazaki"],
        cast: ["Daveigh Chase", "Rumi Hiiragi", "Suzanne Pleshette"],
        contentRating: .pg,
        criticScore: 8.6,
        reviewCount: 187,
        language: "ja",
        countries: ["Japan"]
    )

    static let toyStory = Movie(
        id: MovieID("tt0114709"),
        title: "Toy Story",
        year: 1995,
        runtimeMinutes: 81,
        genres: [.adventure, .animation, .comedy, .family],
        directors: ["John Lasseter"],
        cast: ["Don Rickles", "Tim Allen", "Tom Hanks"],
        contentRating: .g,
        criticScore: 9.0,
        reviewCount: 112,
        language: "en",
        countries: ["United States"]
    )

    static let amelie = Movie(
        id: MovieID("tt0211915"),
        title: "Amélie",
        year: 2001,
        runtimeMinutes: 122,
        genres: [.comedy, .romance],
        directors: ["Jean-Pierre Jeunet"],
        cast: ["Audrey Tautou", "Mathieu Kassovitz"],
        contentRating: .r,
        criticScore: 8.1,
        reviewCount: 165,
        language: "fr",
        countries: ["France", "Germany"]
    )

    static let furyRoad = Movie(
        id: MovieID("tt1392190"),
        title: "Mad Max: Fury Road",
        year: 2015,
        runtimeMinutes: 120,
        genres: [.action, .adventure, .sciFi],
        directors: ["George Miller"],
        cast: ["Charlize Theron", "Nicholas Hoult", "Tom Hardy"],
        contentRating: .r,
        criticScore: 8.7,
        reviewCount: 426,
        language: "en",
        countries: ["Australia", "United States"]
    )

    static let paddington2 = Movie(
        id: MovieID("tt4468740"),
        title: "Paddington 2",
        year: 2017,
        runtimeMinutes: 103,
        genres: [.adventure, .comedy, .family],
        directors: ["Paul King"],
        cast: ["Ben Whishaw", "Hugh Bonneville", "Hugh Grant", "Sally Hawkins"],
        contentRating: .pg,
        criticScore: 8.7,
        reviewCount: 253,
        language: "en",
        countries: ["United Kingdom", "France"]
    )

    static let parasite = Movie(
        id: MovieID("tt6751668"),
        title: "Parasite",
        year: 2019,
        runtimeMinutes: 132,
        genres: [.comedy, .drama, .thriller],
        directors: ["Bong Joon-ho"],
        cast: ["Cho Yeo-jeong", "Choi Woo-shik", "Song Kang-ho"],
        contentRating: .r,
        criticScore: 9.4,
        reviewCount: 467,
        language: "ko",
        countries: ["South Korea"]
    )

    static let arrival = Movie(
        id: MovieID("tt2543164"),
        title: "Arrival",
        year: 2016,
        runtimeMinutes: 116,
        genres: [.drama, .mystery, .sciFi],
        directors: ["Denis Villeneuve"],
        cast: ["Amy Adams", "Forest Whitaker", "Jeremy Renner"],
        contentRating: .pg13,
        criticScore: 8.3,
        reviewCount: 393,
        language: "en",
        countries: ["United States"]
    )

    /// The whole catalog, in a stable order.
    static let all: [Movie] = [
        matrix, heat, alien, bladeRunner, godfather, spiritedAway,
        toyStory, amelie, furyRoad, paddington2, parasite, arrival,
    ]
}
