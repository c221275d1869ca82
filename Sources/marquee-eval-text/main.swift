import Foundation
import MarqueeData
import MarqueeDomain

// Runs the issue-13 labelled sets through search and offline ask and prints what came back as JSON, for
// Scripts/eval-understanding to score. It scores nothing itself: the script judges the answers against the labels.
// Usage: marquee-eval-text <search-queries.tsv> <ask-requests.json>

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
}

struct Output: Encodable {
    let search: [SearchRun]
    let ask: [AskRun]
}

struct AskRequest: Decodable {
    let id: String
    let request: String
}

struct AskSet: Decodable {
    let requests: [AskRequest]
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: marquee-eval-text <search-queries.tsv> <ask-requests.json>\n".utf8))
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
let requests = try JSONDecoder().decode(AskSet.self, from: Data(contentsOf: URL(fileURLWithPath: arguments[2])))
let parser = AskIntentParser(measuring: catalog)
let engine = OfflineAskEngine()
let ask = requests.requests.map { request in
    let answer = engine.answer(parser.parse(request.request), movies: catalog, profile: UserProfile(), limit: 5)
    return AskRun(
        id: request.id, picks: answer.recommendations.map(\.movie.id.rawValue), ignored: answer.ignored,
        nothingUnderstood: answer.understoodNothing)
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
print(String(decoding: try encoder.encode(Output(search: search, ask: ask)), as: UTF8.self))
