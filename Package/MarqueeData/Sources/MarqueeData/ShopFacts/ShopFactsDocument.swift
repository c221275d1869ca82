import Foundation
import MarqueeDomain

/// `store-facts.json`: a version and each catalog film's store facts, by id.
struct ShopFactsDocument: Codable, Sendable {
    /// The only version this build writes and reads.
    static let currentVersion = 1
    /// The largest file read, and the most films kept: a file over either is not one Marquee wrote.
    static let maxBytes = 16 * 1_024 * 1_024
    static let maxFilms = 20_000

    var version: Int
    var films: [String: StoredShopFacts]

    /// An empty document.
    init() {
        version = Self.currentVersion
        films = [:]
    }

    /// Reads a file's bytes, checked: its size, its version and its count; each film's facts cut to size and a
    /// film under an id no catalog uses left out.
    /// - Throws: a reason in words when the file is not one this build can trust.
    static func decoded(_ data: Data) throws(ShopFactsDocument.Unreadable) -> ShopFactsDocument {
        guard data.count <= maxBytes else { throw Unreadable(reason: "larger than \(maxBytes / 1_048_576) MB") }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        var document: ShopFactsDocument
        do { document = try decoder.decode(ShopFactsDocument.self, from: data) } catch {
            throw Unreadable(reason: "not valid JSON of the expected shape")
        }
        guard document.version == currentVersion else { throw Unreadable(reason: "version \(document.version)") }
        guard document.films.count <= maxFilms else { throw Unreadable(reason: "more than \(maxFilms) films") }
        document.films = document.films.compactMapValues { facts in
            let checked = facts.checked
            return checked.isEmpty ? nil : checked
        }.filter { id, _ in isCatalogID(id) }
        return document
    }

    /// The file's bytes: sorted keys, so a rewrite with nothing new is byte for byte the same.
    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        // Encoding strings, numbers and dates into JSON cannot fail.
        return (try? encoder.encode(self)) ?? Data()
    }

    /// Keeps the newest `maxFilms`, so the file never grows past what it may be read back at.
    mutating func trim() {
        guard films.count > Self.maxFilms else { return }
        let newest = films.sorted { $0.value.savedAt > $1.value.savedAt }.prefix(Self.maxFilms)
        films = Dictionary(uniqueKeysWithValues: newest.map { ($0.key, $0.value) })
    }

    /// Whether `id` could name a catalog film: short, one clean line, and never a store id.
    static func isCatalogID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= 64 && UntrustedText.singleLine(id) == id && !MovieID(id).isShopID
            && !id.contains(" ")
    }

    /// Why a file could not be read.
    struct Unreadable: Error, Hashable, Sendable {
        let reason: String
    }
}
