import MarqueeDomain

/// A small hand-made catalog of real films with realistic fields, shared by every package's tests.
///
/// Chosen so tests can rely on known relationships: The Dark Knight and Inception share a director
/// (and Michael Caine); Spirited Away and My Neighbor Totoro share a director; Heat shares Al Pacino
/// with both Godfathers and Robert De Niro with Taxi Driver and The Godfather Part II; two different
/// films are called Solaris; Amélie has an accent in its title.
public enum Films {
    /// The Matrix (1999).
    public static let matrix = Movie(
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

    /// The Dark Knight (2008).
    public static let darkKnight = Movie(
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

    /// Inception (2010).
    public static let inception = Movie(
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

    /// Amélie (2001).
    public static let amelie = Movie(
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

    /// The Godfather (1972).
    public static let godfather = Movie(
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

    /// The Godfather Part II (1974).
    public static let godfatherPartII = Movie(
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

    /// Heat (1995).
    public static let heat = Movie(
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

    /// Taxi Driver (1976).
    public static let taxiDriver = Movie(
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

    /// Solaris (1972).
    public static let solaris1972 = Movie(
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

    /// Solaris (2002).
    public static let solaris2002 = Movie(
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

    /// Spirited Away (2001).
    public static let spiritedAway = Movie(
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

    /// My Neighbor Totoro (1988).
    public static let totoro = Movie(
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

    /// Alien (1979).
    public static let alien = Movie(
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

    /// Blade Runner (1982).
    public static let bladeRunner = Movie(
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

    /// Casablanca (1942).
    public static let casablanca = Movie(
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

    /// The Good, the Bad and the Ugly (1966).
    public static let goodBadUgly = Movie(
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

    /// Unforgiven (1992).
    public static let unforgiven = Movie(
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

    /// Hoop Dreams (1994).
    public static let hoopDreams = Movie(
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

    /// Singin' in the Rain (1952).
    public static let singinInTheRain = Movie(
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

    /// Toy Story (1995).
    public static let toyStory = Movie(
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

    /// Mad Max: Fury Road (2015).
    public static let furyRoad = Movie(
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

    /// Paddington 2 (2017).
    public static let paddington2 = Movie(
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

    /// Parasite (2019).
    public static let parasite = Movie(
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

    /// Arrival (2016).
    public static let arrival = Movie(
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

    /// Star Trek IV: The Voyage Home (1986), known by title and year alone, as a search answers.
    public static let voyageHome = Movie(id: MovieID("tt0092007"), title: "Star Trek IV: The Voyage Home", year: 1986)
    /// Duel (1971), known by title and year alone, as a search answers.
    public static let duel = Movie(id: MovieID("tt0067023"), title: "Duel", year: 1971)
    /// Dumbo (1941), known by title and year alone, as a search answers.
    public static let dumbo = Movie(id: MovieID("tt0033563"), title: "Dumbo", year: 1941)
    /// Dune (2021), known by title and year alone, as a search answers.
    public static let dune = Movie(id: MovieID("tt1160419"), title: "Dune", year: 2021)

    /// Every film of the hand-made catalog, in a fixed order.
    public static let all: [Movie] = [
        matrix, darkKnight, inception, amelie, godfather, godfatherPartII, heat, taxiDriver, solaris1972,
        solaris2002, spiritedAway, totoro, alien, bladeRunner, casablanca, goodBadUgly, unforgiven, hoopDreams,
        singinInTheRain,
    ]

    /// A dozen well-known films across genres, decades and countries: the catalog the screens' tests browse.
    public static let dozen: [Movie] = [
        matrix, heat, alien, bladeRunner, godfather, spiritedAway,
        toyStory, amelie, furyRoad, paddington2, parasite, arrival,
    ]
}
