import MarqueeDomain

/// The films the scripted searches answer with.
enum Films {
    static let voyageHome = Movie(id: MovieID("tt0092007"), title: "Star Trek IV: The Voyage Home", year: 1986)
    static let duel = Movie(id: MovieID("tt0067023"), title: "Duel", year: 1971)
    static let dumbo = Movie(id: MovieID("tt0033563"), title: "Dumbo", year: 1941)
    static let dune = Movie(id: MovieID("tt1160419"), title: "Dune", year: 2021)
}
