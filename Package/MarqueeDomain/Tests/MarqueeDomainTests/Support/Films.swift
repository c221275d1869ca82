import MarqueeDomain

/// A small hand-made catalog of real films with realistic fields.
///
/// Chosen so tests can rely on known relationships: The Dark Knight and Inception share a director
/// (and Michael Caine); Spirited Away and My Neighbor Totoro share a director; Heat shares Al Pacino
/// with both Godfathers and Robert De Niro with Taxi Driver and The Godfather Part II; two different
/// films are called Solaris; Amélie has an accent in its title.
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
        language: "English",
        countries: ["Australia", "United States"]
    )

    static let darkKnight = Movie(
        id: MovieID("tt0468569"),
        title: "The Dark Knight",
        year: 2008,
        runtimeMinutes: 152,
        genres: [.action, .crime, .drama, .thriller],
        directors: ["Christopher Nolan"],
        cast: ["Aaron Eckhart", "Christian Bale", "Heath Ledger", "Michael Caine"],
        contentRating: .pg13,
        criticScore: 8.6,
        reviewCount: 290,
        language: "English",
        countries: ["United Kingdom", "United States"]
    )

    static let inception = Movie(
        id: MovieID("tt1375666"),
        title: "Inception",
        year: 2010,
        runtimeMinutes: 148,
        genres: [.action, .adventure, .sciFi, .thriller],
        directors: ["Christopher Nolan"],
        cast: ["Elliot Page", "Joseph Gordon-Levitt", "Leonardo DiCaprio", "Michael Caine", "Tom Hardy"],
        contentRating: .pg13,
        criticScore: 8.1,
        reviewCount: 320,
        language: "English",
        countries: ["United Kingdom", "United States"]
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
        criticScore: 7.7,
        reviewCount: 160,
        language: "French",
        countries: ["France", "Germany"]
    )

    static let godfather = Movie(
        id: MovieID("tt0068646"),
        title: "The Godfather",
        year: 1972,
        runtimeMinutes: 175,
        genres: [.crime, .drama],
        directors: ["Francis Ford Coppola"],
        cast: ["Al Pacino", "Diane Keaton", "James Caan", "Marlon Brando"],
        contentRating: .r,
        criticScore: 9.3,
        reviewCount: 110,
        language: "English",
        countries: ["United States"]
    )

    static let godfatherPartII = Movie(
        id: MovieID("tt0071562"),
        title: "The Godfather Part II",
        year: 1974,
        runtimeMinutes: 202,
        genres: [.crime, .drama],
        directors: ["Francis Ford Coppola"],
        cast: ["Al Pacino", "Diane Keaton", "Robert De Niro", "Robert Duvall"],
        contentRating: .r,
        criticScore: 9.0,
        reviewCount: 90,
        language: "English",
        countries: ["United States"]
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
        criticScore: 7.6,
        reviewCount: 80,
        language: "English",
        countries: ["United States"]
    )

    static let taxiDriver = Movie(
        id: MovieID("tt0075314"),
        title: "Taxi Driver",
        year: 1976,
        runtimeMinutes: 114,
        genres: [.crime, .drama],
        directors: ["Martin Scorsese"],
        cast: ["Cybill Shepherd", "Harvey Keitel", "Jodie Foster", "Robert De Niro"],
        contentRating: .r,
        criticScore: 8.9,
        reviewCount: 95,
        language: "English",
        countries: ["United States"]
    )

    static let solaris1972 = Movie(
        id: MovieID("tt0069293"),
        title: "Solaris",
        year: 1972,
        runtimeMinutes: 167,
        genres: [.drama, .mystery, .sciFi],
        directors: ["Andrei Tarkovsky"],
        cast: ["Donatas Banionis", "Natalya Bondarchuk"],
        contentRating: .pg,
        criticScore: 8.0,
        reviewCount: 40,
        language: "Russian",
        countries: ["Soviet Union"]
    )

    static let solaris2002 = Movie(
        id: MovieID("tt0307479"),
        title: "Solaris",
        year: 2002,
        runtimeMinutes: 99,
        genres: [.drama, .mystery, .romance, .sciFi],
        directors: ["Steven Soderbergh"],
        cast: ["George Clooney", "Natascha McElhone"],
        contentRating: .pg13,
        criticScore: 6.5,
        reviewCount: 190,
        language: "English",
        countries: ["United States"]
    )

    static let spiritedAway = Movie(
        id: MovieID("tt0245429"),
        title: "Spirited Away",
        year: 2001,
        runtimeMinutes: 125,
        genres: [.animation, .adventure, .family, .fantasy],
        directors: ["Hayao Miyazaki"],
        cast: ["Miyu Irino", "Rumi Hiiragi"],
        contentRating: .pg,
        criticScore: 9.2,
        reviewCount: 170,
        language: "Japanese",
        countries: ["Japan"]
    )

    static let totoro = Movie(
        id: MovieID("tt0096283"),
        title: "My Neighbor Totoro",
        year: 1988,
        runtimeMinutes: 86,
        genres: [.animation, .family, .fantasy],
        directors: ["Hayao Miyazaki"],
        cast: ["Chika Sakamoto", "Noriko Hidaka"],
        contentRating: .g,
        criticScore: 8.6,
        reviewCount: 60,
        language: "Japanese",
        countries: ["Japan"]
    )

    static let alien = Movie(
        id: MovieID("tt0078748"),
        title: "Alien",
        year: 1979,
        runtimeMinutes: 117,
        genres: [.horror, .sciFi],
        directors: ["Ridley Scott"],
        cast: ["Sigourney Weaver", "Tom Skerritt"],
        contentRating: .r,
        criticScore: 8.4,
        reviewCount: 120,
        language: "English",
        countries: ["United Kingdom", "United States"]
    )

    static let bladeRunner = Movie(
        id: MovieID("tt0083658"),
        title: "Blade Runner",
        year: 1982,
        runtimeMinutes: 117,
        genres: [.sciFi, .thriller],
        directors: ["Ridley Scott"],
        cast: ["Harrison Ford", "Rutger Hauer", "Sean Young"],
        contentRating: .r,
        criticScore: 8.1,
        reviewCount: 130,
        language: "English",
        countries: ["United States"]
    )

    static let casablanca = Movie(
        id: MovieID("tt0034583"),
        title: "Casablanca",
        year: 1942,
        runtimeMinutes: 102,
        genres: [.drama, .romance, .war],
        directors: ["Michael Curtiz"],
        cast: ["Humphrey Bogart", "Ingrid Bergman"],
        contentRating: .pg,
        criticScore: 9.4,
        reviewCount: 110,
        language: "English",
        countries: ["United States"]
    )

    static let goodBadUgly = Movie(
        id: MovieID("tt0060196"),
        title: "The Good, the Bad and the Ugly",
        year: 1966,
        runtimeMinutes: 178,
        genres: [.western],
        directors: ["Sergio Leone"],
        cast: ["Clint Eastwood", "Eli Wallach", "Lee Van Cleef"],
        contentRating: .r,
        criticScore: 8.2,
        reviewCount: 60,
        language: "Italian",
        countries: ["Italy", "Spain"]
    )

    static let unforgiven = Movie(
        id: MovieID("tt0105695"),
        title: "Unforgiven",
        year: 1992,
        runtimeMinutes: 130,
        genres: [.drama, .western],
        directors: ["Clint Eastwood"],
        cast: ["Clint Eastwood", "Gene Hackman", "Morgan Freeman"],
        contentRating: .r,
        criticScore: 8.7,
        reviewCount: 120,
        language: "English",
        countries: ["United States"]
    )

    static let hoopDreams = Movie(
        id: MovieID("tt0110057"),
        title: "Hoop Dreams",
        year: 1994,
        runtimeMinutes: 170,
        genres: [.documentary, .sport],
        directors: ["Steve James"],
        cast: ["Arthur Agee", "William Gates"],
        contentRating: .pg13,
        criticScore: 9.1,
        reviewCount: 50,
        language: "English",
        countries: ["United States"]
    )

    static let singinInTheRain = Movie(
        id: MovieID("tt0045152"),
        title: "Singin' in the Rain",
        year: 1952,
        runtimeMinutes: 103,
        genres: [.comedy, .musical, .romance],
        directors: ["Stanley Donen", "Gene Kelly"],
        cast: ["Debbie Reynolds", "Donald O'Connor", "Gene Kelly"],
        contentRating: .g,
        criticScore: 9.2,
        reviewCount: 70,
        language: "English",
        countries: ["United States"]
    )

    /// Every fixture film, in a fixed order.
    static let all: [Movie] = [
        matrix, darkKnight, inception, amelie, godfather, godfatherPartII, heat, taxiDriver, solaris1972,
        solaris2002, spiritedAway, totoro, alien, bladeRunner, casablanca, goodBadUgly, unforgiven, hoopDreams,
        singinInTheRain,
    ]
}
