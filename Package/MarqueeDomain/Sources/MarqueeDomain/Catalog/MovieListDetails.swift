/// The details of a table made from `Movie` values: the values themselves and the name lookups built with it.
struct MovieListDetails: FilmDetails {
    let movies: [Movie]
    let rows: [MovieID: Int]
    let people: [String: UInt32]
    let languages: [String: Int32]

    func movie(at row: Int) -> Movie { movies[row] }

    func id(at row: Int) -> MovieID { movies[row].id }

    func row(of id: MovieID) -> Int? { rows[id] }

    func person(named name: String) -> UInt32? { people[name] }

    func language(named name: String) -> Int32? { languages[name] }
}
