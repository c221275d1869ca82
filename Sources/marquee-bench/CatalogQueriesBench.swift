import Foundation
@_spi(Benchmark) import MarqueeCatalog
@_spi(Benchmark) import MarqueeData
import MarqueeDomain
import MarqueeRanking
import MarqueeRequests
import MarqueeSearch

/// Typo-tolerant search and the offline question answerer on the bundled catalog, next to a plain feed ranking of
/// the same catalog in the same run, so each reads as "this many feed rankings".
enum CatalogQueriesBench {
    /// Prints the medians of each query and its ratio to the feed ranking.
    /// - Parameters:
    ///   - catalog: the bundled films, which the offline answerer reads.
    ///   - table: the same films as the blob's table, which the feed ranks (as `marquee` does).
    static func run(catalog: [Movie], table: FilmTable) {
        let profile = UserProfile(preferredGenres: [.sciFi, .drama], hasCompletedOnboarding: true)
        let feed = BenchClock.median(runs: 15) {
            _ = RecommendationEngine().rank(table, taste: TasteModel(profile: profile, lookup: { _ in nil }), limit: 5)
        }
        let engine = OfflineAskEngine.findingTitlesBySearch
        let questions = [
            "90s horror that isn't too gory", "something like Interstellar but more emotional",
            "a short comedy after 2000", "french crime films", "movies with tom hanks",
        ]
        print()
        // What every search paid before titles and names in plain ASCII were folded byte by byte.
        let foundationFolding = BenchClock.median(runs: 3) {
            for movie in catalog {
                for text in [movie.title] + movie.directors + movie.cast {
                    _ = text.folding(
                        options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
                }
            }
        }
        print(
            "Queries on the \(catalog.count)-film catalog; medians in ms, against a feed ranking of "
                + String(format: "%.1f ms. ", feed)
                + String(
                    format: "Folding every title and name with Foundation, as each search once did: %.1f ms.",
                    foundationFolding))
        runSearch(catalog: catalog)
        for question in questions {
            let time = BenchClock.median(runs: 15) {
                // The reader measures the catalog per question, as AskCatalogUseCase has it do.
                let criteria = OfflineRequestReader().read(question, catalog: catalog, refining: nil)
                _ = engine.answer(criteria, movies: catalog, profile: profile, limit: 5)
            }
            report("ask \"\(question)\"", time, feed)
        }
    }

    /// The search rows alone, which `marquee-bench search` prints by themselves.
    ///
    /// The index's build, each query against a full pass in the same run, and the Search tab's cost per keystroke.
    static func runSearch(catalog: [Movie]) {
        let searches = ["drk knight", "amelie", "nolan", "keanu reeves", "the"]
        // The index is built once per process; each query after that walks it. Against it in the same
        // run, a search that prepares the catalog afresh, as every search did before (a full pass over every title
        // and credit), and the Search tab's cost per keystroke while typing a name letter by letter.
        // The bundled catalog ships its index prebuilt: `marquee search` loads it (checks its numbers and points
        // at the blob) rather than building it from every film, which it did before and other catalogs still do.
        let build = BenchClock.median(runs: 5) { _ = SearchIndex(catalog) }
        let load = BenchClock.median(runs: 21) {
            do { _ = try CatalogBenchmarking.loadBundledSearchIndex() } catch { fatalError("\(error)") }
        }
        let index: SearchIndex
        do { index = try CatalogBenchmarking.loadBundledSearchIndex() } catch { fatalError("\(error)") }
        let label = "Search index loaded from the blob, checked: %.2f ms (built from every film: %.1f ms, %.0fx)."
        print(String(format: label, load, build, build / load))
        for query in searches {
            let indexed = BenchClock.median(runs: 31) { _ = index.search(query, limit: 20) }
            let fresh = BenchClock.median(runs: 5) { _ = SearchIndex(catalog).search(query, limit: 20) }
            let label = "search \"\(query)\" (index vs full pass)".padding(toLength: 58, withPad: " ", startingAt: 0)
            print(label + String(format: "%7.3f   %7.1f ms full pass, %.0fx", indexed, fresh, fresh / indexed))
        }
        let typed = "christopher nolan"
        let prefixes = (2...typed.count).map { String(typed.prefix($0)) }
        let perKeystroke =
            BenchClock.median(runs: 15) {
                for prefix in prefixes { _ = index.search(prefix, limit: 50) }
            } / Double(prefixes.count)
        print(
            "Search tab, typing \"\(typed)\": "
                + String(format: "%.3f ms per keystroke (index, 50 results).", perKeystroke))
    }

    private static func report(_ name: String, _ time: Double, _ feed: Double) {
        let label = name.padding(toLength: 58, withPad: " ", startingAt: 0)
        print(label + String(format: "%7.1f   %5.2fx a feed ranking", time, time / feed))
    }
}
