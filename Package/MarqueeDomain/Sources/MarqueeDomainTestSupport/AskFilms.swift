import MarqueeDomain

/// Real films from the bundled catalog for the offline-answer tests, with their catalog fields.
///
/// Cast lists are trimmed to the names the tests need. Chosen so that: seven 1990s horror films span
/// every rating (PG-13, PG, R and unrated); Christopher Nolan directs seven films and John Nolan and
/// Lloyd Nolan act in others; Interstellar shares genres with several sci-fi films and Michael Caine with
/// three Nolan films; two films are called Insomnia; two are in French.
public enum AskFilms {
    private static func film(
        _ id: String, _ title: String, _ year: Int, _ runtime: Int?, _ genres: GenreSet, _ directors: [String],
        _ cast: [String], _ rating: ContentRating?, _ score: Double?, _ reviews: Int, _ language: String,
        _ countries: [String]
    ) -> Movie {
        Movie(
            id: MovieID(id), title: title, year: year, runtimeMinutes: runtime, genres: genres, directors: directors,
            cast: cast, contentRating: rating, criticScore: score, reviewCount: reviews, language: language,
            countries: countries
        )
    }

    private static let usa = ["United States"]
    private static let ukUSA = ["United Kingdom", "United States"]
    private static let nolan = ["Christopher Nolan"]

    /// The Sixth Sense (1999).
    public static let sixthSense = film(
        "tt0167404", "The Sixth Sense", 1999, 107, [.horror, .thriller, .mystery, .drama], ["M. Night Shyamalan"],
        ["Bruce Willis", "Haley Joel Osment", "Toni Collette"], .pg13, 7.7, 167, "English", usa)
    /// Tremors (1990).
    public static let tremors = film(
        "tt0100814", "Tremors", 1990, 96, [.sciFi, .horror, .thriller, .comedy, .action], ["Ron Underwood"],
        ["Fred Ward", "Kevin Bacon", "Reba McEntire"], .pg13, 7.1, 44, "English", usa)
    /// Arachnophobia (1990).
    public static let arachnophobia = film(
        "tt0099052", "Arachnophobia", 1990, 105, [.sciFi, .horror, .comedy], ["Frank Marshall"],
        ["Jeff Daniels", "John Goodman"], .pg13, 7.0, 43, "English", usa)
    /// Hocus Pocus (1993).
    public static let hocusPocus = film(
        "tt0107120", "Hocus Pocus", 1993, 92, [.horror, .comedy, .fantasy], ["Kenny Ortega"],
        ["Bette Midler", "Kathy Najimy", "Sarah Jessica Parker"], .pg, 4.9, 64, "English", usa)
    /// Scream (1996).
    public static let scream = film(
        "tt0117571", "Scream", 1996, 111, [.horror, .mystery, .comedy], ["Wes Craven"],
        ["Courteney Cox", "David Arquette", "Neve Campbell"], .r, 7.1, 130, "English", usa)
    /// Candyman (1992).
    public static let candyman = film(
        "tt0103919", "Candyman", 1992, 99, [.horror, .thriller], ["Bernard Rose"], ["Tony Todd", "Virginia Madsen"],
        nil, 6.6, 82, "English", ukUSA)
    /// The Blair Witch Project (1999).
    public static let blairWitch = film(
        "tt0185937", "The Blair Witch Project", 1999, 81, [.horror, .mystery], ["Daniel Myrick", "Eduardo Sánchez"],
        ["Joshua Leonard", "Michael C. Williams"], .r, 7.7, 174, "English", usa)
    /// Alien (1979).
    public static let alien = film(
        "tt0078748", "Alien", 1979, 117, [.sciFi, .horror, .thriller, .mystery, .fantasy, .action, .adventure],
        ["Ridley Scott"], ["Ian Holm", "John Hurt", "Sigourney Weaver", "Tom Skerritt"], .r, 9.1, 208, "English",
        ukUSA)
    /// The Ring (2002).
    public static let ring = film(
        "tt0298130", "The Ring", 2002, 116, [.horror, .thriller, .mystery], ["Gore Verbinski"],
        ["Brian Cox", "Naomi Watts"], .pg13, 6.6, 210, "English", usa)
    /// Interstellar (2014).
    public static let interstellar = film(
        "tt0816692", "Interstellar", 2014, 169, [.sciFi, .thriller, .drama, .adventure], nolan,
        ["Anne Hathaway", "Jessica Chastain", "Matt Damon", "Matthew McConaughey", "Michael Caine"], .pg13, 7.1,
        375, "English", ukUSA)
    /// Inception (2010).
    public static let inception = film(
        "tt1375666", "Inception", 2010, 148, [.sciFi, .thriller, .mystery, .drama, .crime, .action, .adventure],
        nolan, ["Elliot Page", "Joseph Gordon-Levitt", "Leonardo DiCaprio", "Michael Caine", "Tom Hardy"], .pg13,
        8.1, 364, "English", ukUSA)
    /// The Prestige (2006).
    public static let prestige = film(
        "tt0482571", "The Prestige", 2006, 125, [.thriller, .mystery, .drama, .fantasy], nolan,
        ["Christian Bale", "Hugh Jackman", "Michael Caine", "Scarlett Johansson"], .pg13, 7.1, 206, "English", ukUSA)
    /// Memento (2000).
    public static let memento = film(
        "tt0209144", "Memento", 2000, 113, [.horror, .thriller, .mystery, .drama, .crime], nolan,
        ["Carrie-Anne Moss", "Guy Pearce", "Joe Pantoliano"], .r, 8.3, 185, "English", usa)
    /// The Dark Knight (2008).
    public static let darkKnight = film(
        "tt0468569", "The Dark Knight", 2008, 153, [.thriller, .drama, .crime, .action], nolan,
        ["Christian Bale", "Heath Ledger", "Michael Caine"], .pg13, nil, 341, "English", ukUSA)
    /// Insomnia (2002).
    public static let insomnia = film(
        "tt0278504", "Insomnia", 2002, 118, [.thriller, .mystery, .drama, .crime], nolan,
        ["Al Pacino", "Hilary Swank", "Robin Williams"], nil, 7.7, 205, "English", usa)
    /// Following (1998).
    public static let following = film(
        "tt0154506", "Following", 1998, 70, [.thriller, .drama, .crime], nolan, ["Jeremy Theobald", "John Nolan"],
        nil, 7.1, 38, "English", ["United Kingdom"])
    /// Gravity (2013).
    public static let gravity = film(
        "tt1454468", "Gravity", 2013, 91, [.sciFi, .horror, .thriller, .drama], ["Alfonso Cuarón"],
        ["Ed Harris", "George Clooney", "Sandra Bullock"], .pg13, 9.0, 362, "English", ukUSA)
    /// Moon (2009).
    public static let moon = film(
        "tt1182345", "Moon", 2009, 96, [.sciFi, .drama, .adventure], ["Duncan Jones"], ["Sam Rockwell"], .r, 7.5,
        194, "English", ukUSA)
    /// Contact (1997).
    public static let contact = film(
        "tt0118884", "Contact", 1997, 149, [.sciFi, .drama], ["Robert Zemeckis"],
        ["Jodie Foster", "Matthew McConaughey", "Tom Skerritt"], .pg, 6.9, 67, "English", usa)
    /// Edge of Tomorrow (2014).
    public static let edgeOfTomorrow = film(
        "tt1631867", "Edge of Tomorrow", 2014, 113, [.sciFi, .action], ["Doug Liman"], ["Emily Blunt", "Tom Cruise"],
        .pg13, 7.5, 338, "English", usa)
    /// 2001: A Space Odyssey (1968).
    public static let spaceOdyssey = film(
        "tt0062622", "2001: A Space Odyssey", 1968, 143, [.sciFi, .mystery, .history, .adventure], ["Stanley Kubrick"],
        ["Gary Lockwood", "Keir Dullea"], .g, 9.3, 118, "English", ukUSA)
    /// Insomnia (1997).
    public static let insomnia1997 = film(
        "tt0119375", "Insomnia", 1997, 96, [.crime], ["Erik Skjoldbjærg"], ["Stellan Skarsgård"], nil, 7.8, 44,
        "Norwegian", ["Norway"])
    /// Toy Story (1995).
    public static let toyStory = film(
        "tt0114709", "Toy Story", 1995, 80, [.animation, .comedy, .fantasy, .adventure], ["John Lasseter"], [], .g,
        9.4, 163, "English", usa)
    /// Casper (1995).
    public static let casper = film(
        "tt0112642", "Casper", 1995, 100, [.comedy, .drama, .fantasy, .family], ["Brad Silberling"],
        ["Bill Pullman", "Christina Ricci"], .pg, 5.7, 110, "English", usa)
    /// A Day in the Country (1946).
    public static let dayInTheCountry = film(
        "tt0028445", "A Day in the Country", 1946, 40, [.romance, .drama], ["Jean Renoir"], ["Sylvia Bataille"], nil,
        8.9, 15, "French", ["France"])
    /// Amélie (2001).
    public static let amelie = film(
        "tt0211915", "Amélie", 2001, 122, [.romance, .comedy, .drama], ["Jean-Pierre Jeunet"], ["Audrey Tautou"],
        .r, 8.1, 231, "French", ["France"])
    /// The Searchers (1956).
    public static let searchers = film(
        "tt0049730", "The Searchers", 1956, 119, [.war, .western, .drama], ["John Ford"], ["John Wayne", "Vera Miles"],
        nil, 9.0, 102, "English", usa)
    /// Sleepless in Seattle (1993).
    public static let sleepless = film(
        "tt0108160", "Sleepless in Seattle", 1993, 105, [.romance, .comedy, .drama], ["Nora Ephron"],
        ["Bill Pullman", "Meg Ryan", "Tom Hanks"], .pg, 6.7, 61, "English", usa)
    /// A Tree Grows in Brooklyn (1945).
    public static let treeGrows = film(
        "tt0038190", "A Tree Grows in Brooklyn", 1945, 128, [.drama], ["Elia Kazan"],
        ["Dorothy McGuire", "Lloyd Nolan"],
        nil, 7.4, 18, "English", usa)

    /// Every fixture film, in no particular order.
    public static let all: [Movie] = [
        sixthSense, tremors, arachnophobia, hocusPocus, scream, candyman, blairWitch, alien, ring, interstellar,
        inception, prestige, memento, darkKnight, insomnia, following, gravity, moon, contact, edgeOfTomorrow,
        spaceOdyssey, insomnia1997, toyStory, casper, dayInTheCountry, amelie, searchers, sleepless, treeGrows,
    ]

    /// The films directed by Christopher Nolan.
    public static let byNolan: [Movie] = all.filter { $0.directors == ["Christopher Nolan"] }
}
