import MarqueeDomain

/// The hard constraints of a request: a film either meets them all or is not picked.
///
/// Unknown data never passes a constraint it is asked about: a film with no known runtime is not
/// "under 90 minutes". The one exception is the rating, which the catalog knows for one film in seven:
/// an unrated film passes a PG-13 ceiling, but not a family one (PG or milder).
struct AskFilter {
    /// The most mature rating that still lets unrated films through.
    static let unratedAllowedFrom = ContentRating.pg13
    /// The most mature rating a "milder" genre's films may have.
    static let milderCeiling = ContentRating.pg13

    let criteria: AskCriteria
    let people: [ResolvedPerson]
    let referenceID: MovieID?
    let popularity: PopularityScale?
    private let excluded: GenreSet
    private let milder: GenreSet

    init(criteria: AskCriteria, people: [ResolvedPerson], referenceID: MovieID?, popularity: PopularityScale? = nil) {
        self.criteria = criteria
        self.popularity = popularity
        self.people = people
        self.referenceID = referenceID
        excluded = GenreSet(criteria.avoidedGenres.filter { $0.value == .exclude }.keys)
        milder = GenreSet(criteria.avoidedGenres.filter { $0.value == .preferMilder }.keys)
    }

    /// Whether a film meets every constraint; passed films and the reference itself never do.
    func admits(_ movie: Movie, taste: TasteModel) -> Bool {
        if movie.id == referenceID { return false }
        if taste.mayHaveReacted(to: movie.id), taste.profile.passed[movie.id] != nil { return false }
        if !movie.genres.intersection(excluded).isEmpty { return false }
        if !criteria.wantedGenres.allSatisfy({ !movie.genres.intersection($0).isEmpty }) { return false }
        if let years = criteria.years, !years.contains(movie.year ?? .min) { return false }
        if let minimum = criteria.minimumRuntime, (movie.runtimeMinutes ?? 0) < minimum { return false }
        if let maximum = criteria.maximumRuntime, (movie.runtimeMinutes ?? .max) > maximum { return false }
        if let origin = criteria.origin, !origin.matches(movie) { return false }
        if !people.allSatisfy({ $0.credit(in: movie) != nil }) { return false }
        if let rating = criteria.requiredRating, movie.contentRating != rating { return false }
        if criteria.wonOscar, (movie.oscars ?? 0) == 0 { return false }
        if let asked = criteria.popularity, let popularity, !popularity.admits(movie, asked) { return false }
        if !criteria.excludedTitleWords.isEmpty, Self.title(movie.title, containsAnyOf: criteria.excludedTitleWords) {
            return false
        }
        return ratingAdmits(movie)
    }

    private func ratingAdmits(_ movie: Movie) -> Bool {
        let maturity = movie.contentRating?.maturity
        if !movie.genres.intersection(milder).isEmpty {
            guard let maturity, let ceiling = Self.milderCeiling.maturity, maturity <= ceiling else { return false }
        }
        guard let ceiling = criteria.maximumRating?.maturity else { return true }
        guard let maturity else { return ceiling >= (Self.unratedAllowedFrom.maturity ?? 0) }
        return maturity <= ceiling
    }

    /// Whether a title holds any of the phrases as whole words, a plural counting as its singular: "zombie" is in
    /// "Night of the Zombies", not in "Zombieland".
    static func title(_ title: String, containsAnyOf phrases: [[String]]) -> Bool {
        let words = SearchText(title).words
        return phrases.contains { phrase in
            guard !phrase.isEmpty, words.count >= phrase.count else { return false }
            return (0...(words.count - phrase.count)).contains { start in
                phrase.indices.allSatisfy { offset in
                    let word = words[start + offset]
                    return word == phrase[offset] || WordForms.singulars(of: word).contains(phrase[offset])
                        || WordForms.singulars(of: phrase[offset]).contains(word)
                }
            }
        }
    }
}
