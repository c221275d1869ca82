import MarqueeDomain
import MarqueeRanking
import MarqueeSearch

/// The ratings-derived fields of every catalog film, recomputed by Scripts/eval from training users only.
///
/// The bundled audience scores and neighbours were trained on every MovieLens user, the held-out ones
/// included, so ranking with them would leak the answers. `apply` replaces them on every film: a film the
/// file does not list gets no audience score and no neighbours.
struct TrainingModel {
    /// The neighbours' weights are whole numbers of this unit, as in the bundled catalog.
    static let weightUnit = 1e-4

    private var audience: [MovieID: AudienceScore] = [:]
    private var coLiked: [MovieID: [CoLikedFilm]] = [:]

    /// Parses `id<TAB>mean<TAB>count<TAB>id:units|...`, checking every id against the catalog.
    init(path: String, known: Set<MovieID>) throws(EvalError) {
        for (number, line) in try EvalFile.lines(path) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4 else {
                throw .malformed(path: path, line: number, reason: "expected 4 tab-separated fields")
            }
            let id = MovieID(String(fields[0]))
            guard known.contains(id) else { throw .unknownFilm(path: path, line: number, id: id.rawValue) }
            guard let count = Int(fields[2]), count >= 0 else {
                throw .malformed(path: path, line: number, reason: "rating count '\(fields[2])' is not a count")
            }
            if count > 0 {
                guard let mean = Double(fields[1]), (0.5...5).contains(mean) else {
                    throw .malformed(path: path, line: number, reason: "mean '\(fields[1])' is not 0.5 to 5 stars")
                }
                audience[id] = AudienceScore(mean: mean, ratings: count)
            }
            var neighbours: [CoLikedFilm] = []
            for entry in fields[3].split(separator: "|") {
                // Ids may hold a colon themselves (`ml:919`), so the weight is what follows the last one. Negative
                // units are the model's negative links, as in the bundled catalog; a zero weight is never stored.
                guard let colon = entry.lastIndex(of: ":"), let units = Int(entry[entry.index(after: colon)...]),
                    units != 0
                else { throw .malformed(path: path, line: number, reason: "neighbour '\(entry)' is not id:units") }
                let neighbour = MovieID(String(entry[..<colon]))
                guard known.contains(neighbour) else {
                    throw .unknownFilm(path: path, line: number, id: neighbour.rawValue)
                }
                neighbours.append(CoLikedFilm(id: neighbour, weight: Double(units) * Self.weightUnit))
            }
            guard coLiked.updateValue(neighbours, forKey: id) == nil else {
                throw .malformed(path: path, line: number, reason: "\(id) is listed twice")
            }
        }
    }

    /// The catalog with every film's audience score and neighbours replaced by the training users' own.
    func apply(to movies: [Movie]) -> [Movie] {
        movies.map { movie in
            var movie = movie
            movie.audience = audience[movie.id]
            movie.coLiked = coLiked[movie.id] ?? []
            return movie
        }
    }
}
