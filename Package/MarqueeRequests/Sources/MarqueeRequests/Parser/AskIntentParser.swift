import Foundation
import MarqueeDomain

/// Turns a plain-English request into `AskCriteria`, without a model: "90s horror movies that aren't too
/// gory", "something like Interstellar but more emotional", "short funny movies for kids".
///
/// Pure and deterministic. Words are read left to right; at each word the first rule that recognises it
/// (negation before genres, so "no horror" never asks for horror) consumes it. Words no rule knows are
/// skipped, except a run of them before "movies"/"films", which is taken for a name ("Spielberg movies").
/// A few German phrasings are understood too ("Horrorfilme aus den 90ern").
public struct AskIntentParser: Sendable {
    typealias Rule = @Sendable (AskParseContext, Int) -> AskRuleMatch?

    /// The rules in the order they are tried at each word.
    static let rules: [Rule] = [
        InsteadRules.match, RuntimeRules.match, NegationRules.match, ReferenceRules.match, AudienceRules.match,
        PeopleRules.match,
        CountRules.match, YearRules.match, PopularityRules.match, AwardRules.match, AcclaimRules.match,
        OriginLexicon.match,
        GenreLexicon.match,
        MoodLexicon.match, ThemeRules.match, compoundGenre,
    ]

    /// The catalog's first and last release years, which "after 2005", "recent" and "classic" are relative to.
    public let catalogYears: ClosedRange<Int>

    /// Genres the catalog carries for too few films to answer a request; a word asking for one is reported as not
    /// used rather than emptying the answer.
    public let sparseGenres: GenreSet

    /// Creates a parser for a catalog.
    /// - Parameters:
    ///   - catalogYears: the catalog's earliest and latest release years; "recent" means its last eight years and
    ///     open ranges ("after 2005") end at its last year.
    ///   - sparseGenres: genres the catalog holds too few films of to answer with (see ``init(measuring:)``).
    public init(catalogYears: ClosedRange<Int>, sparseGenres: GenreSet = []) {
        self.catalogYears = catalogYears
        self.sparseGenres = sparseGenres
    }

    /// Reads a request.
    /// - Parameter text: the request as typed, in any case, with or without accents and punctuation.
    /// - Returns: the criteria; empty when nothing was recognised.
    public func parse(_ text: String) -> AskCriteria {
        let context = AskParseContext(
            text: text, tokens: AskTokenizer.tokens(of: text), catalogYears: catalogYears, sparseGenres: sparseGenres)
        var criteria = AskCriteria()
        var unknownRun: [Int] = []
        // Every word no rule consumed since the last rule, pause or film noun, fillers included, for reporting.
        var unused: [Int] = []
        func report() {
            let words = unused.drop { AskWords.fillers.contains(context.tokens[$0].text) }
            if let first = words.first,
                let last = words.last(where: { !AskWords.fillers.contains(context.tokens[$0].text) })
            {
                criteria.unusedWords.append(PeopleRules.name(context.raw(first..<(last + 1))))
            }
            unused = []
        }
        var index = 0
        while index < context.tokens.count {
            let token = context.tokens[index]
            if token.isBreak {
                report()
                unknownRun = []
                index += 1
            } else if let match = context.match(at: index) {
                report()
                match.apply(&criteria)
                unknownRun = []
                index += match.length
            } else if AskWords.isMovieNoun(token), !Self.isTopic(context, at: index) {
                // "Spielberg movies", "heist movie": the words before a film noun may be a name. They go to the
                // engine as unused words, which it takes for a person only when they exactly name a well-known one,
                // so "heist" never becomes a Christian Feist.
                if let name = Self.bareName(context, run: unknownRun) {
                    criteria.unusedWords.append(name.name)
                    unused = []
                }
                report()
                unknownRun = []
                index += 1
            } else {
                unknownRun = AskWords.fillers.contains(token.text) ? [] : unknownRun + [index]
                unused.append(index)
                index += 1
            }
        }
        report()
        // Emoji or punctuation alone: nothing was a word, so the whole request is what went unused.
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !context.tokens.contains(where: { !$0.isBreak }), !trimmed.isEmpty { criteria.unusedWords = [trimmed] }
        return criteria
    }

    /// Whether a film noun is what the film is about ("movies about movies", "Filme über Filme"), a topic the
    /// catalog cannot answer, so it is reported rather than read as the noun of the request.
    private static func isTopic(_ context: AskParseContext, at index: Int) -> Bool {
        guard let previous = context.word(at: index - 1) else { return false }
        return ["about", "uber"].contains(previous)
    }

    /// "Spielberg movies", "Tom Hanks films": the unknown words right before a film noun, taken for a name.
    private static func bareName(_ context: AskParseContext, run: [Int]) -> PersonMention? {
        guard let first = run.first, let last = run.last, run.count <= 3 else { return nil }
        return PersonMention(name: PeopleRules.name(context.raw(first..<(last + 1))), role: .any)
    }

    /// German compounds ending in "film": "Horrorfilme", "Actionfilm", "Kriegsfilme"; or starting with it:
    /// "Filmbiografie", "Filmkomödien", "Filmdrama".
    private static func compoundGenre(_ context: AskParseContext, at index: Int) -> AskRuleMatch? {
        guard let word = context.word(at: index) else { return nil }
        if word.hasPrefix("film"), word.count > 4 {
            let stemToken = AskToken(
                text: String(word.dropFirst(4)), range: context.tokens[index].range, isBreak: false)
            if let genre = GenreLexicon.table.match([stemToken], at: 0) {
                return GenreLexicon.wanting(genre.value, at: index, length: 1, in: context)
            }
        }
        for suffix in ["filmen", "filme", "films", "film"] where word.hasSuffix(suffix) && word.count > suffix.count {
            var stem = String(word.dropLast(suffix.count))
            if stem.hasSuffix("s") { stem.removeLast() }
            let stemToken = AskToken(text: stem, range: context.tokens[index].range, isBreak: false)
            guard let genre = GenreLexicon.table.match([stemToken], at: 0) else { return nil }
            return GenreLexicon.wanting(genre.value, at: index, length: 1, in: context)
        }
        return nil
    }
}

extension AskIntentParser {
    /// The fewest films of a genre a full catalog must hold for a request to ask for it: one answer's picks.
    static let fewestGenreFilms = 5
    /// The smallest catalog whose genre counts are judged: a sample or a test catalog holds few of every genre.
    static let judgedCatalogSize = 1_000

    /// Creates a parser for a catalog, measuring its first and last release years and the genres it holds too few
    /// films of (fewer than one answer's picks, in a catalog of a thousand films or more).
    /// - Parameter movies: the catalog; with no dated film, years are read as if the catalog ran 1900–2100.
    public init(measuring movies: [Movie]) {
        var sparse = GenreSet()
        if movies.count >= Self.judgedCatalogSize {
            var counts: [Genre: Int] = [:]
            for movie in movies {
                for genre in movie.genres { counts[genre, default: 0] += 1 }
            }
            sparse = GenreSet(Genre.allCases.filter { counts[$0, default: 0] < Self.fewestGenreFilms })
        }
        let years = movies.compactMap(\.year)
        guard let first = years.min(), let last = years.max() else {
            self.init(catalogYears: 1900...2100, sparseGenres: sparse)
            return
        }
        self.init(catalogYears: first...last, sparseGenres: sparse)
    }
}
