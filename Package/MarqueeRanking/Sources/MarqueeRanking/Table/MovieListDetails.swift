import MarqueeDomain

/// The details of a table made from `Movie` values: the values themselves and the name lookups built with it.
struct MovieListDetails: FilmDetails {
    let movies: [Movie]
    let rows: [MovieID: Int]
    let people: [String: UInt32]
    let languages: [String: Int32]
    /// Each row's place in id order, so ties compare integers rather than ids.
    let idOrder: [Int32]

    init(movies: [Movie], rows: [MovieID: Int], people: [String: UInt32], languages: [String: Int32]) {
        self.movies = movies
        self.rows = rows
        self.people = people
        self.languages = languages
        var order = [Int32](repeating: 0, count: movies.count)
        // Equal ids keep their row order, as a stable sort of ids would.
        let sorted = movies.indices.sorted { movies[$0].id != movies[$1].id ? movies[$0].id < movies[$1].id : $0 < $1 }
        for (place, row) in sorted.enumerated() { order[row] = Int32(place) }
        idOrder = order
    }

    func movie(at row: Int) -> Movie { movies[row] }

    func id(at row: Int) -> MovieID { movies[row].id }

    func row(of id: MovieID) -> Int? { rows[id] }

    func hasLaterID(_ row: Int, than other: Int) -> Bool { idOrder[row] > idOrder[other] }

    func person(named name: String) -> UInt32? { people[name] }

    func language(named name: String) -> Int32? { languages[name] }

    var personCount: Int? { people.count }
}
