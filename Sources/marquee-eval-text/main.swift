import Foundation
import MarqueeCatalog
import MarqueeData
import MarqueeDomain
import MarqueeRanking
import MarqueeRequests
import MarqueeSearch

// Runs the labelled sets of Scripts/eval-data through search and offline ask and prints what came back as JSON, for
// Scripts/eval-understanding to score. It scores nothing itself: the script judges the answers against the labels.
// Usage: marquee-eval-text <search-queries.tsv> <ask-requests.json> [SEED=<generated.tsv>…]
// Each SEED=file is one seed of the generated search set, `id<TAB>query` lines; its top 10s print under
// "generated", by seed. Each ASK:NAME=file is a set of requests, `id<TAB>request` lines (the generated
// requests, the honesty sweep and the fan set); their offline answers print under "askSets", by name.

struct SearchRun: Encodable {
    let id: String
    let ranked: [String]
    let baseline: [String]
}

struct AskRun: Encodable {
    let id: String
    let picks: [String]
    let ignored: [String]
    let nothingUnderstood: Bool
    /// Whether the request was read as a filter every pick must meet (a genre, years, a runtime, a person, an
    /// origin, a rating, an award, a title left out): such a word is acted on even when the picks already met it.
    let filtered: Bool
}

struct GeneratedRun: Encodable {
    let id: String
    let ranked: [String]
}

struct Output: Encodable {
    let search: [SearchRun]
    let ask: [AskRun]
    let generated: [String: [GeneratedRun]]
    let askSets: [String: [AskRun]]
}

struct AskRequest: Decodable {
    let id: String
    let request: String
}

struct AskSet: Decodable {
    let requests: [AskRequest]
}

let arguments = CommandLine.arguments
let sets = arguments.dropFirst(3).map { $0.split(separator: "=", maxSplits: 1).map(String.init) }
let generatedSets = sets.filter { !$0[0].hasPrefix("ASK:") }
let askSetFiles = sets.filter { $0[0].hasPrefix("ASK:") }
guard arguments.count >= 3, sets.allSatisfy({ $0.count == 2 }) else {
    FileHandle.standardError.write(
        Data(
            "usage: marquee-eval-text <search-queries.tsv> <ask-requests.json> [SEED=<generated.tsv>…] [ASK:NAME=<requests.tsv>…]\n"
                .utf8))
    exit(64)
}
let catalog = try BundledCatalogRepository().movies
let queryLines = try String(contentsOfFile: arguments[1], encoding: .utf8).split(separator: "\n")
let queries = queryLines.filter { !$0.hasPrefix("#") && !$0.hasPrefix("id\t") }.map {
    $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
}
let index = SearchIndex(catalog)
let legacy = LegacyMatcher()
let search = queries.map { fields in
    SearchRun(
        id: fields[0],
        ranked: index.search(fields[3], limit: 10).map(\.movie.id.rawValue),
        baseline: legacy.search(fields[3], in: catalog, limit: 10).map(\.id.rawValue))
}
var generated: [String: [GeneratedRun]] = [:]
for set in generatedSets {
    let lines = try String(contentsOfFile: set[1], encoding: .utf8).split(separator: "\n")
    generated[set[0]] = lines.map { line in
        let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
        return GeneratedRun(id: fields[0], ranked: index.search(fields[1], limit: 10).map(\.movie.id.rawValue))
    }
}
let requests = try JSONDecoder().decode(AskSet.self, from: Data(contentsOf: URL(fileURLWithPath: arguments[2])))
let reader = OfflineRequestReader()
let engine = OfflineAskEngine.findingTitlesBySearch
func run(_ id: String, _ request: String) -> AskRun {
    let answer = engine.answer(
        reader.read(request, catalog: catalog, refining: nil), movies: catalog, profile: UserProfile(), limit: 5)
    let criteria = answer.criteria
    let filtered =
        !criteria.wantedGenres.isEmpty || !criteria.avoidedGenres.isEmpty || criteria.years != nil
        || criteria.minimumRuntime != nil || criteria.maximumRuntime != nil || !criteria.people.isEmpty
        || criteria.origin != nil || criteria.maximumRating != nil || criteria.requiredRating != nil
        || criteria.wonOscar || !criteria.excludedTitleWords.isEmpty
    return AskRun(
        id: id, picks: answer.recommendations.map(\.movie.id.rawValue), ignored: answer.ignored,
        nothingUnderstood: answer.understoodNothing, filtered: filtered)
}
let ask = requests.requests.map { run($0.id, $0.request) }
var askSets: [String: [AskRun]] = [:]
for set in askSetFiles {
    let lines = try String(contentsOfFile: set[1], encoding: .utf8).split(separator: "\n")
    askSets[String(set[0].dropFirst(4))] = lines.map { line in
        let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        return run(fields[0], fields.count > 1 ? fields[1] : "")
    }
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
print(
    String(
        decoding: try encoder.encode(Output(search: search, ask: ask, generated: generated, askSets: askSets)),
        as: UTF8.self))
