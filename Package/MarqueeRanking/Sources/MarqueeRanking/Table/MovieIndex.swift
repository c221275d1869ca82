import MarqueeDomain

/// The films a profile has reacted to, found once by id.
///
/// Folding a profile needs each reacted film's genres and people. Indexing only those films
/// keeps the lookup O(films) once, instead of a dictionary over the whole catalog.
struct MovieIndex {
    private var byID: [MovieID: Movie] = [:]

    init(_ movies: [Movie], keeping profile: UserProfile) {
        let wanted = Set(profile.liked.keys).union(profile.saved.keys)
        guard !wanted.isEmpty else { return }
        for movie in movies where wanted.contains(movie.id) { byID[movie.id] = movie }
    }

    func movie(withID id: MovieID) -> Movie? { byID[id] }
}
