import MarqueeDomain
import Testing

@testable import MarqueeRanking
@testable import MarqueeSearch

/// The classes of search requests a fan types, each on a small catalog where the plain words alone rank the film
/// elsewhere: a year beside a title, two typos in a long word, initials, a person with title words, a series by
/// place or bare, and a director's own films first.
struct SearchReadingsTests {
    private static func film(
        _ id: String, _ title: String, _ year: Int, reviews: Int, directors: [String] = [], cast: [String] = [],
        genres: GenreSet = [.drama]
    ) -> Movie {
        Movie(
            id: MovieID(id), title: title, year: year, genres: genres, directors: directors, cast: cast,
            criticScore: 7, reviewCount: reviews)
    }

    private static let catalog = [
        // Two films called Heat: the better known is the 1986 one here, so only the year can pick 1995.
        film("tt0091183", "Heat", 1986, reviews: 400, cast: ["Burt Reynolds"]),
        film("tt0113277", "Heat", 1995, reviews: 150, directors: ["Michael Mann"], cast: ["Al Pacino"]),
        film("tt0072856", "Death Race 2000", 1975, reviews: 50),
        film("tt1000001", "Death Race", 2000, reviews: 10),
        film("tt0111161", "The Shawshank Redemption", 1994, reviews: 80, directors: ["Frank Darabont"]),
        film("tt1000002", "Shanks", 1999, reviews: 300),
        film("tt0120737", "The Lord of the Rings: The Fellowship of the Ring", 2001, reviews: 200),
        film("tt0060196", "The Good, the Bad and the Ugly", 1966, reviews: 90, directors: ["Sergio Leone"]),
        film("tt1000003", "Lotte", 2010, reviews: 20),
        film("tt0073195", "Jaws", 1975, reviews: 120, directors: ["Steven Spielberg"], cast: ["Roy Scheider"]),
        film("tt0077766", "Jaws 2", 1978, reviews: 500, directors: ["Jeannot Szwarc"], cast: ["Roy Scheider"]),
        film("tt0082971", "Raiders of the Lost Ark", 1981, reviews: 600, directors: ["Steven Spielberg"]),
        film("tt0078748", "Alien", 1979, reviews: 150, directors: ["Ridley Scott"], cast: ["Sigourney Weaver"]),
        film("tt0090605", "Aliens", 1986, reviews: 140, directors: ["James Cameron"], cast: ["Sigourney Weaver"]),
        film("tt0103644", "Alien 3", 1992, reviews: 90, directors: ["David Fincher"], cast: ["Sigourney Weaver"]),
        film("tt0094631", "Alien Nation", 1988, reviews: 900, directors: ["Graham Baker"]),
        film(
            "tt1000006", "Aliens Revisited", 1980, reviews: 5, cast: ["Sigourney Weaver"], genres: [.documentary]),
        film("tt1000007", "Gorillas", 1990, reviews: 1, directors: ["Sigourney Weaver"]),
        // Starts like the series and shares its star, but critics hardly noticed it: no film of the series.
        film("tt1000008", "Alien Outtakes", 1985, reviews: 2, cast: ["Sigourney Weaver"]),
        // A series no title names whole: every title goes on past "Harry Potter". An obscure early namesake and a
        // documentary start nothing.
        film(
            "tt0241527", "Harry Potter and the Philosopher's Stone", 2001, reviews: 200,
            cast: ["Daniel Radcliffe"]),
        film(
            "tt0295297", "Harry Potter and the Chamber of Secrets", 2002, reviews: 190, cast: ["Daniel Radcliffe"]),
        film(
            "tt0304141", "Harry Potter and the Prisoner of Azkaban", 2004, reviews: 210,
            cast: ["Daniel Radcliffe"]),
        film("tt1000009", "Harry Potter Was Here", 1996, reviews: 3),
        film(
            "tt1000010", "Harry Potter: Behind the Magic", 2000, reviews: 40, cast: ["Daniel Radcliffe"],
            genres: [.documentary]),
        film("tt0088247", "The Terminator", 1984, reviews: 100, directors: ["James Cameron"]),
        film("tt0103064", "Terminator 2: Judgment Day", 1991, reviews: 300, directors: ["James Cameron"]),
        film(
            "tt0181852", "Terminator 3: Rise of the Machines", 2003, reviews: 250, directors: ["Jonathan Mostow"],
            cast: ["Arnold Schwarzenegger"]),
        film("tt0103065", "Terminator Salvation", 2009, reviews: 260, cast: ["Arnold Schwarzenegger"]),
        film("tt0062622", "2001: A Space Odyssey", 1968, reviews: 120, directors: ["Stanley Kubrick"]),
        film("tt0081505", "The Shining", 1980, reviews: 110, directors: ["Stanley Kubrick"]),
        film("tt0424302", "Colour Me Kubrick", 2005, reviews: 900, cast: ["John Malkovich"]),
        film("tt0120663", "Eyes Wide Shut", 1999, reviews: 100, directors: ["Stanley Kubrick"]),
        film("tt1000004", "The Actor", 1960, reviews: 2000, cast: ["Stanley Kubrick"]),
        film("tt0075314", "Taxi Driver", 1976, reviews: 100, cast: ["Robert De Niro"]),
        film("tt0066999", "Bullitt", 1968, reviews: 100, cast: ["Steve McQueen"]),
        film("tt1000005", "Queen Bee", 1955, reviews: 900, cast: ["Joan Crawford"]),
    ]
    private static let index = SearchIndex(catalog)

    private func found(_ query: String, _ count: Int) -> [String] {
        Self.index.search(query, limit: count).map { "\($0.movie.title) (\($0.movie.year ?? 0))" }
    }

    @Test(
        "A year beside a title picks that year's film, bare, in brackets or before the title",
        arguments: ["heat 1995", "heat (1995)", "1995 heat", "Heat [1995]"]
    )
    func yearNarrows(query: String) {
        #expect(found("heat", 2) == ["Heat (1986)", "Heat (1995)"])
        #expect(found(query, 2) == ["Heat (1995)", "Heat (1986)"])
    }

    @Test("A year is never a word that must match, yet a title holding the number is still found")
    func yearInTitle() {
        #expect(found("death race 2000", 2) == ["Death Race (2000)", "Death Race 2000 (1975)"])
        #expect(found("shawshank redemption 1994", 1) == ["The Shawshank Redemption (1994)"])
    }

    @Test("Two typos in a word of eight letters or more still find the film; a shorter word allows one")
    func twoTypos() {
        #expect(found("shawshenk redemtion", 1) == ["The Shawshank Redemption (1994)"])
        #expect(found("the shawshenk redemptoin", 1) == ["The Shawshank Redemption (1994)"])
        // Seven letters typed for a nine-letter word: two dropped letters are two typos in a long word.
        #expect(found("shwshnk", 1) == ["The Shawshank Redemption (1994)"])
        // Six letters typed for an eight-letter word, two dropped; but two typos in a six-letter word reach nothing.
        #expect(found("gorils", 1) == ["Gorillas (1990)"])
        #expect(found("shnkxs", 1) == [])
        // "aelin" is two edits from "alien", but five letters allow one.
        #expect(found("aelin", 1) == [])
    }

    @Test("A title's initials find it, whole or as its start from four letters")
    func initials() {
        #expect(found("tgtbatu", 1) == ["The Good, the Bad and the Ugly (1966)"])
        #expect(found("lotr", 1) == ["The Lord of the Rings: The Fellowship of the Ring (2001)"])
        #expect(Self.index.search("lotr", limit: 1).first?.quality == .initialism)
    }

    @Test("A title word filed as a numeral keeps its letter among the initials: 'ikwydls', 'bttfpi'")
    func numeralInitials() {
        let index = SearchIndex([
            Self.film("tt0119345", "I Know What You Did Last Summer", 1997, reviews: 60),
            Self.film("tt0096874", "Back to the Future Part II", 1989, reviews: 80),
            Self.film("tt0099088", "Back to the Future Part III", 1990, reviews: 70),
            Self.film("tt1000020", "Back to the Future Part 2", 1995, reviews: 1),
        ])
        func titles(_ query: String) -> [String] { index.search(query, limit: 3).map(\.movie.title) }
        #expect(titles("ikwydls") == ["I Know What You Did Last Summer"])
        #expect(titles("bttfpi").first == "Back to the Future Part II")
        #expect(titles("bttfpv") == [])
    }

    @Test("A person's surname with a title word finds the film that has both, and no film with only one")
    func personAndTitle() {
        // Jaws 2 holds the word and Raiders of the Lost Ark has the person; only Jaws has both.
        #expect(found("spielberg jaws", 3) == ["Jaws (1975)"])
        // A whole given name names its bearer, however little known, when the other words are the film's title:
        // Frank Darabont has one film of 80 reviews here. Part of a given name names nobody.
        #expect(found("frank shawshank", 1) == ["The Shawshank Redemption (1994)"])
        #expect(found("fran shawshank", 1) == [])
        #expect(found("jaws spielberg", 1) == ["Jaws (1975)"])
        #expect(Self.index.search("scheider jaws", limit: 2).map(\.quality) == [.personAndTitle, .personAndTitle])
    }

    @Test(
        "'<series> N' is the N-th film in release order of the films that start so and share people, no documentary or unnoticed film"
    )
    func seriesPlace() {
        #expect(found("alien 2", 1) == ["Aliens (1986)"])
        #expect(found("alien 3", 1) == ["Alien 3 (1992)"])
        #expect(Self.index.search("alien 2", limit: 1).map(\.quality) == [.seriesPlace])
        #expect(found("alien 5", 1) == [])
        // A place that is also the film's title keeps the exact title, which picks a film by name.
        #expect(Self.index.search("alien 3", limit: 1).map(\.quality) == [.exactTitle])
        // No title is "Harry Potter": the series starts at its earliest well-reviewed film that starts so.
        #expect(found("harry potter 3", 1) == ["Harry Potter and the Prisoner of Azkaban (2004)"])
    }

    @Test("A bare series name lists the series in release order, first film first, then the rest")
    func bareSeries() {
        #expect(
            found("terminator", 4) == [
                "The Terminator (1984)", "Terminator 2: Judgment Day (1991)",
                "Terminator 3: Rise of the Machines (2003)", "Terminator Salvation (2009)",
            ])
        #expect(found("alien", 4) == ["Alien (1979)", "Aliens (1986)", "Alien 3 (1992)", "Alien Nation (1988)"])
        #expect(
            found("harry potter", 3) == [
                "Harry Potter and the Philosopher's Stone (2001)", "Harry Potter and the Chamber of Secrets (2002)",
                "Harry Potter and the Prisoner of Azkaban (2004)",
            ])
        // An actor who directed once leads with their roles: directing is not half of their work.
        #expect(found("weaver", 1) == ["Alien (1979)"])
    }

    @Test("A director's surname lists the films they directed before one they act in or named after them")
    func directorsOwnFirst() {
        #expect(
            found("kubrick", 5) == [
                "2001: A Space Odyssey (1968)", "The Shining (1980)", "Eyes Wide Shut (1999)",
                "Colour Me Kubrick (2005)", "The Actor (1960)",
            ])
        #expect(Self.index.search("kubrick", limit: 1).map(\.quality) == [.directorsFilm])
    }

    @Test("Names written together or apart find the person as the catalog writes them")
    func respacedNames() {
        #expect(found("deniro", 2) == ["Taxi Driver (1976)"])
        #expect(found("de niro", 2) == ["Taxi Driver (1976)"])
        #expect(found("mc queen", 1) == ["Bullitt (1968)"])
        #expect(found("mcqueen", 1) == ["Bullitt (1968)"])
    }

    @Test("Title words written joined or apart find the film as the catalog writes them, and nothing else moves")
    func rejoinedTitleWords() {
        let index = SearchIndex([
            Self.film("tt0316654", "Spider-Man 2", 2004, reviews: 300),
            Self.film("tt0145487", "Spider-Man", 2002, reviews: 280),
            Self.film("tt1000010", "Man on Wire", 2008, reviews: 900),
            Self.film("tt0053125", "North by Northwest", 1959, reviews: 200),
            Self.film("tt1000011", "North Country", 2005, reviews: 800),
            Self.film("tt1000012", "West Side Story", 1961, reviews: 700),
        ])
        func titles(_ query: String) -> [String] { index.search(query, limit: 2).map(\.movie.title) }
        #expect(titles("spiderman 2") == ["Spider-Man 2"])
        // A whole title with its year names that film, never a place in a series its words start.
        let parts = SearchIndex([
            Self.film("tt0071562", "The Godfather Part II", 1974, reviews: 300, cast: ["Al Pacino"]),
            Self.film("tt0099674", "The Godfather Part III", 1990, reviews: 200, cast: ["Al Pacino"]),
        ])
        #expect(parts.search("the godfather part ii 1974", limit: 1).map(\.movie.title) == ["The Godfather Part II"])
        // A film of the series that holds the number in its title is that film, not the N-th released.
        let episodes = SearchIndex([
            Self.film("tt0076759", "Star Wars: Episode IV – A New Hope", 1977, reviews: 300, cast: ["Mark Hamill"]),
            Self.film(
                "tt0080684", "Star Wars: Episode V – The Empire Strikes Back", 1980, reviews: 300, cast: ["Mark Hamill"]
            ),
            Self.film("tt0120915", "Star Wars: Episode I – The Phantom Menace", 1999, reviews: 300, cast: ["Frank Oz"]),
            Self.film(
                "tt0121765", "Star Wars: Episode II – Attack of the Clones", 2002, reviews: 300,
                cast: ["Frank Oz", "Mark Hamill"]),
        ])
        #expect(
            ["star wars episode 5", "star wars 4"].map { episodes.search($0, limit: 1).first?.movie.year }
                == [1980, 1977])
        #expect(titles("spiderman") == ["Spider-Man", "Spider-Man 2"])
        #expect(titles("north by north west") == ["North by Northwest"])
        // Words the catalog writes as typed read as typed: "west side" is two title words, never "westside".
        #expect(titles("west side") == ["West Side Story"])
        #expect(index.rejoined(["west", "side", "story"]) == nil)
        #expect(index.rejoined(["spiderman"]) == ["spider", "man"])
    }

    @Test("Two people, with or without title words, find the films that have both, written either way")
    func twoPeopleAndTitle() {
        let index = SearchIndex([
            Self.film("tt0091183", "Heat", 1986, reviews: 400, cast: ["Burt Reynolds"]),
            Self.film("tt0113277", "Heat", 1995, reviews: 150, cast: ["Al Pacino", "Robert De Niro"]),
            Self.film("tt0071562", "The Godfather Part II", 1974, reviews: 300, cast: ["Al Pacino", "Robert De Niro"]),
            Self.film("tt0086250", "Scarface", 1983, reviews: 900, cast: ["Al Pacino"]),
            Self.film("tt0075314", "Taxi Driver", 1976, reviews: 800, cast: ["Robert De Niro"]),
        ])
        func titles(_ query: String) -> [String] { index.search(query, limit: 5).map(\.movie.title) }
        #expect(titles("heat pacino deniro") == ["Heat"])
        #expect(titles("heat pacino de niro") == ["Heat"])
        #expect(Set(titles("pacino de niro")) == ["Heat", "The Godfather Part II"])
        // A word that names no one in the film still has to be in its title.
        #expect(titles("scarface pacino deniro") == [])
        #expect(titles("heat reynolds") == ["Heat"])
        // A title word outranks a co-star's surname, however famous the co-star's film.
        let green = SearchIndex([
            Self.film("tt0120689", "The Green Mile", 1999, reviews: 100, cast: ["Tom Hanks"]),
            Self.film("tt0162222", "Cast Away", 2000, reviews: 900, cast: ["Tom Hanks", "Seth Green"]),
        ])
        #expect(green.search("hanks green", limit: 2).map(\.movie.title) == ["The Green Mile", "Cast Away"])
    }

    @Test("A title's dotted initials written as one word find the film; letters apart in a title do not")
    func lettersJoined() {
        let index = SearchIndex([
            Self.film("tt0083866", "E.T. the Extra-Terrestrial", 1982, reviews: 300),
            Self.film("tt0119488", "L.A. Confidential", 1997, reviews: 300),
            Self.film("tt0116225", "Escape from L.A.", 1996, reviews: 100),
            Self.film("tt0212720", "A.I. Artificial Intelligence", 2001, reviews: 200),
            Self.film("tt0055032", "Jules et Jim", 1962, reviews: 900),
            Self.film("tt1000013", "Eternal Tide", 2001, reviews: 900),
            // Holds "l" and "a" as words, but not side by side: no "la" is read in it.
            Self.film("tt1000014", "L Is for a Lie", 2005, reviews: 900),
            Self.film("tt1000015", "The Confidential Agent", 1945, reviews: 900),
        ])
        func titles(_ query: String) -> [String] { index.search(query, limit: 2).map(\.movie.title) }
        #expect(titles("et the extra terrestrial") == ["E.T. the Extra-Terrestrial"])
        #expect(titles("la confidential") == ["L.A. Confidential"])
        #expect(titles("escape from la") == ["Escape from L.A."])
        // "i" is the numeral 1 in titles, and in the letters read from "ai".
        #expect(titles("ai artificial intelligence") == ["A.I. Artificial Intelligence"])
        // The word as typed still reads as a word.
        #expect(titles("jules et jim") == ["Jules et Jim"])
        #expect(index.search("et", limit: 3).map(\.movie.title).contains("E.T. the Extra-Terrestrial"))
        // Only the word whose letters a title holds side by side is spelled out.
        func spelled(_ words: [String]) -> [String]? {
            index.letters(words, words.map { index.titleWords.fits(of: $0) })?.words
        }
        #expect(spelled(["escape", "from", "la"]) == ["escape", "from", "l", "a"])
        #expect(spelled(["lie", "is", "for"]) == nil)
        #expect(!titles("la").contains("L Is for a Lie"))
    }

    @Test("A series' initials before one film's own words find that film, never a typo or a word before them")
    func seriesInitials() {
        let index = SearchIndex([
            Self.film("tt0120737", "The Lord of the Rings: The Fellowship of the Ring", 2001, reviews: 200),
            Self.film("tt0167261", "The Lord of the Rings: The Two Towers", 2002, reviews: 190),
            Self.film("tt0167260", "The Lord of the Rings: The Return of the King", 2003, reviews: 210),
            Self.film("tt0295297", "Harry Potter and the Chamber of Secrets", 2002, reviews: 190),
            Self.film("tt1000016", "The Two Towers of Lima", 1990, reviews: 900),
            Self.film("tt1000017", "Lovers of the Ring", 1990, reviews: 900),
        ])
        func titles(_ query: String) -> [String] { index.search(query, limit: 3).map(\.movie.title) }
        #expect(titles("lotr fellowship of the ring") == ["The Lord of the Rings: The Fellowship of the Ring"])
        #expect(titles("lotr two towers") == ["The Lord of the Rings: The Two Towers"])
        #expect(titles("hp chamber of secrets") == ["Harry Potter and the Chamber of Secrets"])
        #expect(index.search("lotr two towers", limit: 1).map(\.quality) == [.initialism])
        // The other words must be in the title after the initials' words, whole or as a start, never a typo.
        #expect(titles("lotr lord") == [])
        #expect(titles("lotr fellowshp") == [])
        #expect(titles("hp harry") == [])
    }

    @Test("Anyone's given name with a title word finds the film, below a surname, never for a well-known whole name")
    func givenName() {
        let index = SearchIndex([
            Self.film("tt0111257", "Speed", 1994, reviews: 300, directors: ["Jan de Bont"], cast: ["Keanu Reeves"]),
            Self.film("tt0133093", "The Matrix", 1999, reviews: 300, cast: ["Keanu Reeves"]),
            Self.film("tt0120812", "Speed Racer", 2008, reviews: 200, cast: ["Emile Hirsch"]),
            Self.film("tt0092099", "Top Gun", 1986, reviews: 300, cast: ["Tom Cruise"]),
            Self.film("tt0181689", "Minority Report", 2002, reviews: 300, cast: ["Tom Cruise"]),
            Self.film("tt0087188", "Eddie and the Cruisers", 1983, reviews: 900, cast: ["Tom Berenger"]),
            Self.film("tt0093640", "Platoon", 1986, reviews: 900, cast: ["Tom Berenger"]),
            // A lesser-known Keanu is named by his given name too, after the better-known one.
            Self.film("tt1000019", "Speed Kills", 2018, reviews: 1, cast: ["Keanu Nobody"]),
        ])
        func titles(_ query: String) -> [String] { index.search(query, limit: 3).map(\.movie.title) }
        #expect(titles("speed keanu") == ["Speed", "Speed Kills"])
        #expect(titles("keanu speed") == ["Speed", "Speed Kills"])
        // A whole name names that person: "tom cruise" is Tom Cruise's films, not a Tom in "Eddie and the Cruisers".
        #expect(titles("tom cruise").prefix(2).sorted() == ["Minority Report", "Top Gun"])
        #expect(!titles("tom cruise").contains("Eddie and the Cruisers"))
        // A given name with a typo in the title is two guesses: "keanu sped" finds nothing through Keanu Reeves.
        #expect(titles("keanu sped") == [])
        // A surname is surer than a given name: the film of someone surnamed Keanu comes first.
        let surnamed = SearchIndex([
            Self.film("tt0111257", "Speed", 1994, reviews: 300, cast: ["Keanu Reeves"]),
            Self.film("tt1000020", "Speed Zone", 1989, reviews: 400, cast: ["Sam Keanu"]),
        ])
        #expect(surnamed.search("speed keanu", limit: 2).map(\.movie.title) == ["Speed Zone", "Speed"])
    }

    @Test("Whole words outrank a word's start and a typo: a given name and a whole title word beat a surname's start")
    func wholeWordsFirst() {
        let index = SearchIndex([
            Self.film("tt0108052", "Schindler's List", 1993, reviews: 300, directors: ["Steven Spielberg"]),
            // "steven" starts Stevens and "list" is a typo of "lisa": two guesses, however well known the film.
            Self.film("tt0233699", "Lisa Picard Is Famous", 2000, reviews: 900, cast: ["Fisher Stevens"]),
            Self.film("tt0125439", "Notting Hill", 1999, reviews: 300, cast: ["Julia Roberts"]),
            // Someone little known whose whole name is the words does not hide the given-name reading.
            Self.film("tt0434122", "Butterfly", 2000, reviews: 2, cast: ["Julia Butterfly Hill"]),
        ])
        func titles(_ query: String) -> [String] { index.search(query, limit: 3).map(\.movie.title) }
        #expect(titles("list steven").first == "Schindler's List")
        #expect(titles("julia hill").first == "Notting Hill")
        // A letter typed on beside a given name is no title word yet; a whole word or a number is.
        #expect(!titles("steven l").contains("Schindler's List"))
        #expect(titles("steven list").first == "Schindler's List")
    }

    @Test("A director's films outrank titles that start a longer word, and a surname alone outranks a title typo")
    func surnameAlone() {
        let index = SearchIndex([
            Self.film("tt0113277", "Heat", 1995, reviews: 300, directors: ["Michael Mann"], cast: ["Al Pacino"]),
            Self.film("tt0369339", "Collateral", 2004, reviews: 300, directors: ["Michael Mann"]),
            Self.film("tt0116985", "Manny & Lo", 1996, reviews: 900, cast: ["Scarlett Johansson"]),
            Self.film("tt0112883", "Don Juan DeMarco", 1994, reviews: 20, directors: ["Jeremy Leven"]),
            Self.film("tt0114369", "Seven", 1995, reviews: 900, directors: ["David Fincher"]),
        ])
        func titles(_ query: String) -> [String] { index.search(query, limit: 3).map(\.movie.title) }
        #expect(titles("mann") == ["Heat", "Collateral", "Manny & Lo"])
        // The whole word is still the title's first: typing on to "manny" finds it first.
        #expect(titles("manny").first == "Manny & Lo")
        #expect(titles("leven") == ["Don Juan DeMarco", "Seven"])
        #expect(index.search("leven", limit: 1).map(\.quality) == [.surname])
    }
}
