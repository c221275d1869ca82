import MarqueeDomain

/// Matches what a request names, a reference title or people, to the catalog.
///
/// Forgiving like search: case, accents and one typo per word. Pure; nothing is guessed, so a name
/// or title with no match resolves to `nil` and the engine answers without it.
public struct AskResolver: Sendable {
    /// The best title match for what was typed among some films, as search ranks them; search's index lives in a
    /// package that builds on this one, so the composition root hands it in.
    public typealias TitleFinder = @Sendable (_ text: String, _ films: [Movie]) -> MovieMatch?

    private let findTitle: TitleFinder

    /// Creates a resolver.
    /// - Parameter findTitle: the best title match among some films.
    public init(findTitle: @escaping TitleFinder) {
        self.findTitle = findTitle
    }

    /// Finds the film a reference names.
    ///
    /// The best title match wins (exact, then prefix, then all words, then one typo per word; ties go to
    /// the most reviewed). When the whole text matches nothing, shorter leading parts are tried, exact
    /// titles only, so "Heat with Al Pacino" still finds Heat.
    /// - Parameters:
    ///   - text: the title as written after "like".
    ///   - movies: the catalog.
    /// - Returns: the film, or `nil` when no title matches.
    public func reference(_ text: String, in movies: [Movie]) -> Movie? {
        let words = SearchText(text).words
        guard let first = words.first else { return nil }
        // Only titles are searched: without people the matcher never folds a cast list, and the screen
        // skips titles that cannot contain the first word (every title match, and every shorter fallback,
        // must), which spares folding most of the catalog's titles.
        let screen = TextScreen(anchor: first)
        let candidates = movies.filter { screen.mayMatch($0.title) }.map { movie in
            Movie(
                id: movie.id, title: movie.title, year: movie.year, criticScore: movie.criticScore,
                reviewCount: movie.reviewCount)
        }
        if let best = findTitle(text, candidates), best.quality >= .titleWithTypo {
            return movies.first { $0.id == best.movie.id }
        }
        guard words.count > 1 else { return nil }
        let titles = candidates.map { SearchText($0.title).folded }
        for count in stride(from: words.count - 1, through: 1, by: -1) {
            let prefix = words.prefix(count).joined(separator: " ")
            let exact = candidates.indices.filter { titles[$0] == prefix }.map { candidates[$0] }
            if let best = exact.max(by: Self.lessReviewed) { return movies.first { $0.id == best.id } }
        }
        return nil
    }

    /// Matches each mentioned person to a catalog name.
    ///
    /// A one-word mention must be a surname ("Nolan", "Kubrick"); longer mentions match word by word,
    /// allowing a prefix ("Chris Nolan") or one typo ("christopher nolen"). Exact matches beat prefixes,
    /// which beat typos; among equals the person whose films have the most critic reviews wins, so
    /// "Nolan" is Christopher Nolan rather than Lloyd Nolan.
    /// - Parameters:
    ///   - mentions: the names as written.
    ///   - movies: the catalog.
    /// - Returns: the matched people, in mention order; a mention with no match is left out.
    public func people(_ mentions: [PersonMention], in movies: [Movie]) -> [ResolvedPerson] {
        guard !mentions.isEmpty else { return [] }
        let directory = PeopleDirectory(movies, mentions: mentions)
        return mentions.compactMap { mention in
            directory.best(for: mention).map { ResolvedPerson(mention: mention, name: $0) }
        }
    }

    /// How much attention a bare surname's films must gather (reviews plus one per film) to be taken for a person.
    ///
    /// A common word may be someone's surname ("stone"). A whole name ("hayao miyazaki", "lucrecia martel") names
    /// its person however few of their films the catalog knows: no request word is one by chance.
    static let wellKnownPopularity = 500

    /// Splits words no rule used into well-known people ("hitchcock", "Meryl Streep") and words left unused.
    /// - Parameters:
    ///   - words: runs of unused words, as typed.
    ///   - themes: the runs that are themes, never taken for a name: "zombie" is not Rob Zombie.
    ///   - movies: the catalog.
    /// - Returns: the people found and the runs that named no one.
    public func bareNames(_ words: [String], themes: [String] = [], in movies: [Movie])
        -> (people: [ResolvedPerson], unused: [String])
    {
        let runs = words.filter { SearchText($0).words.count <= 3 }
        guard !runs.isEmpty else { return ([], words) }
        let directory = PeopleDirectory(movies, mentions: runs.map { PersonMention(name: $0, role: .any) })
        var people: [ResolvedPerson] = []
        var unused: [String] = []
        for run in words {
            let folded = SearchText(run).words
            if !themes.contains(run), folded.count <= 3,
                let name = directory.wellKnown(
                    named: folded, minimumPopularity: folded.count > 1 ? 1 : Self.wellKnownPopularity)
            {
                people.append(ResolvedPerson(mention: PersonMention(name: run, role: .any), name: name))
            } else {
                unused.append(run)
            }
        }
        return (people, unused)
    }

    private static func lessReviewed(_ lhs: Movie, _ rhs: Movie) -> Bool {
        lhs.reviewCount != rhs.reviewCount ? lhs.reviewCount < rhs.reviewCount : lhs.id > rhs.id
    }
}
