import MarqueeCatalog
import MarqueeData
import MarqueeDomain
import MarqueeRanking
import MarqueeSearch

/// One evaluation run: the bundled catalog with training-only ratings data, ranked for every held-out user.
enum EvalRun {
    /// Reads the inputs, ranks with every ``EvalRanker``, and writes one line per ranker and user; with groups,
    /// picks for each group instead (``EvalGroups``).
    static func execute(_ arguments: EvalArguments) async throws(EvalError) -> Int {
        let bundled: [Movie]
        do { bundled = try BundledCatalogRepository().movies } catch { throw .catalog("\(error)") }
        let ids = Set(bundled.map(\.id))
        let model = try TrainingModel(path: arguments.model, known: ids)
        let movies = model.apply(to: bundled)
        let index = Dictionary(movies.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var wanted: Set<MovieID> = []
        for (number, line) in try EvalFile.lines(arguments.candidates) {
            let id = MovieID(String(line))
            guard ids.contains(id) else {
                throw .unknownFilm(path: arguments.candidates, line: number, id: id.rawValue)
            }
            wanted.insert(id)
        }
        let known = movies.filter { wanted.contains($0.id) }
        // Built once: folding a table of 9,000 films for every ranking cost more than the ranking itself.
        let table = FilmTable(movies: known)
        let users = try HeldOutUser.read(path: arguments.profiles, known: ids)
        if let groups = arguments.groups {
            try EvalFile.write(
                try await EvalGroups.execute(path: groups, users: users, films: known), to: arguments.output)
            return users.count
        }
        var output = ""
        for user in users {
            let reacted = Set(user.profile.liked.keys).union(user.profile.passed.keys)
            let candidates = known.filter { !reacted.contains($0.id) }
            for ranker in EvalRanker.selected {
                let top = ranker.top(candidates, known: table, profile: user.profile, lookup: { index[$0] })
                output += "\(ranker.rawValue)\t\(user.name)\t\(top.map(\.rawValue).joined(separator: ","))\n"
            }
        }
        try EvalFile.write(output, to: arguments.output)
        return users.count
    }
}
