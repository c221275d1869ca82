import Foundation
@_spi(Benchmark) import MarqueeCatalog
@_spi(Benchmark) import MarqueeData
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueeRanking
import MarqueeSearch

// Ranking benchmark: the folded engine against a literal port of Kino's per-reaction loop,
// on the real bundled catalog and on a synthetic 1,000,000-film one, with 1,000 reactions.
// Printed as medians and as ratios measured in the same run. Scripts/bench builds this in release mode.

let catalogStart = DispatchTime.now().uptimeNanoseconds
let catalog = try BundledCatalogRepository().movies
let catalogMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - catalogStart) / 1_000_000

// `marquee-bench catalog` prints the catalog load row alone.
if CommandLine.arguments.dropFirst().first == "catalog" {
    CatalogLoadBench.run()
    exit(0)
}

// `marquee-bench search` prints the search rows alone, for measuring search without the minutes the rest takes.
if CommandLine.arguments.dropFirst().first == "search" {
    // The other half of a whole `marquee search` process, beside the index's build.
    print(String(format: "Loading the bundled catalog as films (first in this process): %.1f ms", catalogMilliseconds))
    CatalogQueriesBench.runSearch(catalog: catalog)
    exit(0)
}

/// A catalog of `count` films cycling through the bundled ones, with fresh ids, in blocks of `base.count`.
///
/// Each synthetic film keeps its model's co-rating neighbours, renamed into its own block, so folding a
/// profile over it exercises the co-rating model at this scale too.
func syntheticCatalog(_ base: [Movie], count: Int) -> [Movie] {
    let rowOf = Dictionary(base.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    return (0..<count).map { index in
        let movie = base[index % base.count]
        let block = index / base.count * base.count
        let neighbours = movie.coLiked.compactMap { neighbour in
            rowOf[neighbour.id].map { CoLikedFilm(id: MovieID("syn\(block + $0)"), weight: neighbour.weight) }
        }
        return Movie(
            id: MovieID("syn\(index)"), title: movie.title, year: movie.year, runtimeMinutes: movie.runtimeMinutes,
            genres: movie.genres, directors: movie.directors, cast: movie.cast, contentRating: movie.contentRating,
            criticScore: movie.criticScore, reviewCount: movie.reviewCount, language: movie.language,
            audience: movie.audience, tomatometer: movie.tomatometer, metacritic: movie.metacritic,
            coLiked: neighbours
        )
    }
}

func profile(reacting count: Int, to movies: [Movie]) -> UserProfile {
    var generator = SeededGenerator(seed: 2026)
    var profile = UserProfile(preferredGenres: [.sciFi, .drama], hasCompletedOnboarding: true)
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    for (offset, movie) in movies.shuffled(using: &generator).prefix(count).enumerated() {
        let reaction: Reaction = offset % 10 < 6 ? .like : offset % 10 < 9 ? .save : .pass
        profile.apply(reaction, to: movie.id, at: date)
    }
    return profile
}

struct Case {
    let name: String
    let movies: [Movie]
    let table: FilmTable
    let runs: (engine: Int, kino: Int)
}

// Loaded without `await`, so the bench has no async main and runs under callgrind (which cannot follow the
// cooperative pool's threads); the same table the repository hands out.
let bundledTable = try CatalogBenchmarking.loadBundledTable()
// `marquee-bench rank bundled` or `rank synthetic` ranks one case only, for profiling it under callgrind.
let only = CommandLine.arguments.dropFirst().first == "rank" ? CommandLine.arguments.dropFirst(2).first : nil
var cases: [Case] = []
if only != "synthetic" {
    cases.append(Case(name: "\(catalog.count) bundled films", movies: catalog, table: bundledTable, runs: (31, 5)))
}
if only != "bundled" {
    let synthetic = syntheticCatalog(catalog, count: 1_000_000)
    // Laid out from `Movie` values, the table keeps no neighbour rows, so the fold looks each link up by id.
    cases.append(
        Case(name: "1,000,000 synthetic films", movies: synthetic, table: FilmTable(movies: synthetic), runs: (11, 3)))
    // With neighbour rows, as a packed blob keeps them: the path a catalog shipped as a blob takes.
    cases.append(
        Case(
            name: "  the same, neighbour rows", movies: synthetic,
            table: syntheticNeighbourRows(synthetic, repeating: bundledTable), runs: (11, 3)))
}

print("Ranking with a profile of 1,000 reactions (600 likes, 300 saves, 100 passes); medians in ms.")
print("Folding the profile happens once per request; ranking is the pass over every film that follows it.")
print("case                          fold    rank   Kino loop   speed-up (fold + rank)")
for benchCase in cases {
    let movies = benchCase.movies
    let table = benchCase.table
    let stored = profile(reacting: 1_000, to: movies)
    let engine = RecommendationEngine()
    // The fold `marquee feed` does (LoadFeedUseCase): straight from the table's rows.
    var taste = TasteModel(profile: stored, table: table)
    let foldTime = BenchClock.median(runs: benchCase.runs.engine) {
        taste = TasteModel(profile: stored, table: table)
    }
    var feed: [Recommendation] = []
    let rankTime = BenchClock.median(runs: benchCase.runs.engine) { feed = engine.rank(table, taste: taste, limit: 10) }
    // The fold from rows must rank exactly as folding the reacted films as `Movie` values does.
    let details = table.details
    let byMovie = TasteModel(profile: stored) { id in details.row(of: id).map(details.movie(at:)) }
    precondition(engine.rank(table, taste: byMovie, limit: 10) == feed, "the row fold must give the same feed")
    let index = Dictionary(movies.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var kinoFeed: [(movie: Movie, score: Double)] = []
    // Profiling one case (`rank bundled`, `rank synthetic`) leaves out the Kino loop, minutes under callgrind.
    let kinoTime = BenchClock.median(runs: only == nil ? benchCase.runs.kino : 1) {
        guard only == nil else { return }
        kinoFeed = KinoReferenceRanker().rank(movies, profile: stored, lookup: { index[$0] }, limit: 10)
    }
    precondition(feed.count == 10 && (only != nil || kinoFeed.count == 10), "both rankers must return a full feed")
    let line = benchCase.name.padding(toLength: 26, withPad: " ", startingAt: 0)
    print(
        line
            + String(
                format: "%8.2f%8.2f  %10.1f  %8.1fx", foldTime, rankTime, kinoTime, kinoTime / (foldTime + rankTime)))
}

// `marquee-bench rank` stops after the ranking rows, for profiling the ranking alone.
if CommandLine.arguments.dropFirst().first == "rank" { exit(0) }
print(String(format: "Loading the bundled catalog as films (first in this process): %.1f ms", catalogMilliseconds))
CatalogLoadBench.run()
StreamingPicksBench.run()
CatalogQueriesBench.run(catalog: catalog, table: bundledTable)
