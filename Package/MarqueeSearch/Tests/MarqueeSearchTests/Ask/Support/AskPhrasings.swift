import MarqueeDomain
import MarqueeDomainTestSupport

@testable import MarqueeRanking
@testable import MarqueeSearch

/// The parser's table: each phrasing with the whole criteria it must produce, for a catalog of 1940–2014.
enum AskPhrasings {
    private typealias Moods = AskMoods

    private static let french = AskOrigin(languages: ["French"], countries: ["France"])
    private static let korean = AskOrigin(languages: ["Korean"], countries: ["South Korea"])
    private static let british = AskOrigin(countries: ["United Kingdom", "Kingdom of Great Britain"])

    /// The combinations the issue names, read whole.
    static let combinations: [AskPhrasing] = [
        .init(
            "90s horror movies that aren't too gory",
            .init(
                wantedGenres: [[.horror]], avoidedGenres: [.horror: .preferMilder], years: 1990...1999,
                maximumRating: .pg13)
        ),
        .init(
            "90s horror that isn't too gory",
            .init(
                wantedGenres: [[.horror]], avoidedGenres: [.horror: .preferMilder], years: 1990...1999,
                maximumRating: .pg13)
        ),
        .init(
            "something like Interstellar but more emotional", .init(moods: [Moods.emotional], reference: "Interstellar")
        ),
        .init(
            "short funny movies for kids",
            .init(maximumRuntime: 95, moods: [Moods.funny, Moods.kids], maximumRating: .pg)),
        .init("French films from the 60s", .init(years: 1960...1969, origin: french)),
        // a bare name goes to the engine as unused words, taken for a person only when it exactly names a
        // well-known one (so "heist movie" is never a Christian Feist); OfflineAskEngineTests checks the resolution.
        .init("Nolan movies after 2005", .init(years: 2006...2014, unusedWords: ["Nolan"])),
        .init(
            "a mind-bending sci-fi under 2 hours",
            .init(wantedGenres: [[.sciFi]], maximumRuntime: 120, moods: [Moods.mindBending])),
        .init("no horror, just something cozy", .init(avoidedGenres: [.horror: .exclude], moods: [Moods.cozy])),
        .init("highly rated westerns", .init(wantedGenres: [[.western]], favorsAcclaim: true)),
        .init(
            "romantic comedies from the early 2000s", .init(wantedGenres: [[.romance], [.comedy]], years: 2000...2004)),
        .init(
            "give me 3 scary movies from the 80s",
            .init(wantedGenres: [[.horror]], years: 1980...1989, moods: [Moods.scary], count: 3)
        ),
        .init(
            "a Korean thriller from the last 10 years",
            .init(wantedGenres: [[.thriller]], years: 2005...2014, origin: korean)
        ),
        .init("something British from the 70s", .init(years: 1970...1979, origin: british)),
        .init(
            "more like Heat with Al Pacino",
            .init(reference: "Heat", people: [.init(name: "Al Pacino", role: .cast)])
        ),
        .init(
            "something like Lost in Translation from the 2000s",
            .init(years: 2000...2009, reference: "Lost in Translation")
        ),
        .init("top 10 comedies", .init(wantedGenres: [[.comedy]], favorsAcclaim: true, count: 10)),
        .init(
            "comedies that aren't too violent",
            .init(wantedGenres: [[.comedy]], avoidedGenres: [.horror: .preferMilder], maximumRating: .pg13)),
    ]

    /// Decades, years and eras.
    static let years: [AskPhrasing] = [
        .init("nineties thrillers", .init(wantedGenres: [[.thriller]], years: 1990...1999)),
        .init("'80s action", .init(wantedGenres: [[.action]], years: 1980...1989)),
        .init("movies from the 1990s", .init(years: 1990...1999)),
        .init("the 2000s", .init(years: 2000...2009)),
        .init("late 90s crime", .init(wantedGenres: [[.crime]], years: 1995...1999)),
        .init("after 2000", .init(years: 2001...2014)),
        .init("before 1980", .init(years: 1940...1979)),
        .init("since 2010", .init(years: 2010...2014)),
        .init("between 1990 and 1995", .init(years: 1990...1995)),
        .init("1990-1995", .init(years: 1990...1995)),
        // "from" and a bare year name that year ("films from 1999"); "from 2005 to 2010" is a span.
        .init("from 2005", .init(years: 2005...2005)),
        .init("comedies in 1999", .init(wantedGenres: [[.comedy]], years: 1999...1999)),
        .init("something recent", .init(years: 2007...2014)),
        .init("old war films", .init(wantedGenres: [[.war]], years: 1940...1969)),
        .init("a classic", .init(years: 1940...1969, popularity: .wellKnown)),
        .init("Horrorfilme aus den 90ern", .init(wantedGenres: [[.horror]], years: 1990...1999)),
    ]

    /// Running times.
    static let runtimes: [AskPhrasing] = [
        .init("under 90 minutes", .init(maximumRuntime: 90)),
        .init("less than 2 hours", .init(maximumRuntime: 120)),
        .init("a long epic", .init(minimumRuntime: 150, moods: [Moods.epic])),
        .init("around 2 hours", .init(minimumRuntime: 105, maximumRuntime: 135)),
        .init("between 90 and 120 minutes", .init(minimumRuntime: 90, maximumRuntime: 120)),
        .init("an hour and a half", .init(minimumRuntime: 75, maximumRuntime: 105)),
        .init("not too long", .init(maximumRuntime: 120)),
    ]

    /// Genre words, synonyms and plurals.
    static let genres: [AskPhrasing] = [
        .init("scifi", .init(wantedGenres: [[.sciFi]])),
        .init("science fiction", .init(wantedGenres: [[.sciFi]])),
        .init("rom-com", .init(wantedGenres: [[.romance], [.comedy]])),
        .init("cartoons", .init(wantedGenres: [[.animation]])),
        .init("animated films", .init(wantedGenres: [[.animation]])),
        .init("docs", .init(wantedGenres: [[.documentary]])),
        .init("documentaries", .init(wantedGenres: [[.documentary]])),
        .init("war films", .init(wantedGenres: [[.war]])),
        .init("a biopic", .init(wantedGenres: [[.biography]])),
        .init("musicals", .init(wantedGenres: [[.musical]])),
        // the catalog has no superhero signal, so the word is a name to try, reported when no one has it.
        .init("superhero movies", .init(unusedWords: ["superhero"])),
        .init("a whodunit", .init(wantedGenres: [[.mystery]])),
        .init("a crime thriller", .init(wantedGenres: [[.crime], [.thriller]])),
        .init("I'd like a comedy", .init(wantedGenres: [[.comedy]])),
    ]

    /// Turning away from genres.
    static let negations: [AskPhrasing] = [
        .init("no horror", .init(avoidedGenres: [.horror: .exclude])),
        .init("without romance", .init(avoidedGenres: [.romance: .exclude])),
        .init("nothing scary", .init(avoidedGenres: [.horror: .exclude])),
        .init("nothing too dark", .init(avoidedGenres: [.horror: .preferMilder, .crime: .preferMilder])),
        .init("no horror or war", .init(avoidedGenres: [.horror: .exclude, .war: .exclude])),
        .init("Filme ohne Horror", .init(avoidedGenres: [.horror: .exclude])),
    ]

    /// Mood words.
    static let moods: [AskPhrasing] = [
        .init("feel-good movies", .init(moods: [Moods.feelGood])),
        .init("something uplifting", .init(moods: [Moods.feelGood])),
        // "scary" and its kin ask for Horror outright.
        .init("scary movies", .init(wantedGenres: [[.horror]], moods: [Moods.scary])),
        .init("creepy", .init(wantedGenres: [[.horror]], moods: [Moods.creepy])),
        .init("trippy", .init(moods: [Moods.trippy])),
        .init("a date night movie", .init(moods: [Moods.dateNight])),
        .init("a tearjerker", .init(moods: [Moods.emotional])),
        .init("something to laugh at", .init(moods: [Moods.funny])),
        .init("dark thrillers", .init(wantedGenres: [[.thriller]], moods: [Moods.dark])),
        .init(
            "kurze lustige Filme für Kinder",
            .init(maximumRuntime: 95, moods: [Moods.funny, Moods.kids], maximumRating: .pg)),
    ]

    /// References, people, origins, audiences, counts and acclaim.
    static let others: [AskPhrasing] = [
        .init("like Interstellar", .init(reference: "Interstellar")),
        .init("similar to The Dark Knight", .init(reference: "The Dark Knight")),
        .init("movies like Alien", .init(reference: "Alien")),
        .init("like Gone with the Wind", .init(reference: "Gone with the Wind")),
        .init("by Christopher Nolan", .init(people: [.init(name: "Christopher Nolan", role: .director)])),
        .init("directed by Kubrick", .init(people: [.init(name: "Kubrick", role: .director)])),
        .init(
            "with Tom Hanks and Meg Ryan",
            .init(people: [.init(name: "Tom Hanks", role: .cast), .init(name: "Meg Ryan", role: .cast)])
        ),
        .init("starring Meryl Streep", .init(people: [.init(name: "Meryl Streep", role: .cast)])),
        .init("Spielberg movies", .init(unusedWords: ["Spielberg"])),
        .init("Nolan's films", .init(unusedWords: ["Nolan"])),
        .init("by christopher nolen", .init(people: [.init(name: "christopher nolen", role: .director)])),
        // Who it is watched with is not something the catalog knows: reported, and never read as a person.
        .init("a film with friends", .init(unusedWords: ["friends"])),
        .init(
            "Japanese anime",
            .init(wantedGenres: [[.animation]], origin: .init(languages: ["Japanese"], countries: ["Japan"]))),
        .init("Korean movies", .init(origin: korean)),
        .init("in Spanish", .init(origin: .init(languages: ["Spanish"]))),
        .init("Bollywood", .init(origin: .init(languages: ["Hindi"]))),
        .init("films from Japan", .init(origin: .init(countries: ["Japan"]))),
        .init("family friendly", .init(moods: [Moods.family], maximumRating: .pg)),
        .init("PG-13 action", .init(wantedGenres: [[.action]], maximumRating: .pg13)),
        .init("3 movies", .init(count: 3)),
        .init("five films", .init(count: 5)),
        .init("give me 50 movies", .init(count: 20)),
        .init("best horror", .init(wantedGenres: [[.horror]], favorsAcclaim: true)),
        .init("", .init()),
    ]

    /// Every phrasing.
    static let all = combinations + years + runtimes + genres + negations + moods + others
}
