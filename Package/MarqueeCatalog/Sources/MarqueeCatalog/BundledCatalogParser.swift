import MarqueeDomain
import MarqueeRanking
import MarqueeSearch

/// Reads the bundled catalog's tab-separated text (Scripts/catalog/bundled-catalog.tsv) into films, for the packer.
///
/// The text is the catalog's source form; `marquee-catalog-pack` reads it with this parser and writes the blob
/// the binary embeds (`CatalogBlobWriter`). One pass over the raw UTF-8 bytes builds each `String` straight
/// from a byte slice: no `split`, no `Substring`, no Foundation.
/// Bad input never traps; it throws `CatalogError/unavailable(reason:)` naming the line.
package struct BundledCatalogParser {
    /// The first word of the header line; anything else is not a Marquee catalog.
    static let magic = "marquee-catalog"
    /// The format version `Scripts/build-catalog` writes; bump both together.
    ///
    /// v3 adds two fields to v2's 18: the Oscars a film won, and its former ids (`|`). v2 text is still read, its
    /// films knowing neither.
    static let formatVersion = "v3"
    /// How many tab-separated fields each film line has in each version this parser reads.
    static let fieldCounts = ["v2": 18, "v3": 20]
    /// How many tab-separated fields each film line has in ``formatVersion``.
    static let fieldCount = 20
    /// The unit of a stored co-rating weight: weights are written as whole numbers of it, so the text is exact.
    static let weightUnit = 1e-4

    private static let tab = UInt8(ascii: "\t")
    private static let newline = UInt8(ascii: "\n")
    private static let comma = UInt8(ascii: ",")
    private static let bar = UInt8(ascii: "|")
    private static let dot = UInt8(ascii: ".")
    private static let colon = UInt8(ascii: ":")
    private static let minus = UInt8(ascii: "-")
    private static let zero = UInt8(ascii: "0")
    private static let nine = UInt8(ascii: "9")
    // More digits than this could overflow `Int`; no real year, runtime or count comes close.
    private static let maximumDigits = 18

    private let bytes: UnsafeBufferPointer<UInt8>
    private var lineNumber = 0
    // Set by the header: how many fields each film line of this text has.
    private var lineFields = Self.fieldCount
    private var fields: [Range<Int>] = []
    // Only about a dozen distinct rating spellings exist, and `ContentRating.parse` is string-heavy.
    private var ratings: [String: ContentRating] = [:]
    // Neighbours name rows that may come later in the file, so they are resolved once every film is read.
    private var neighbourRows: [[(row: Int, units: Int)]] = []

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        fields.reserveCapacity(Self.fieldCount + 1)
    }

    /// Parses catalog text: a `marquee-catalog v3<TAB><count>` (or v2) header, then one film per line.
    ///
    /// - Parameter text: the whole catalog, as in Scripts/catalog/bundled-catalog.tsv.
    /// - Returns: the films in file order.
    /// - Throws: `CatalogError/unavailable(reason:)` when the header, a line or the film count is wrong.
    package static func parse(_ text: String) throws(CatalogError) -> [Movie] {
        // A local copy so `withUTF8` may make it contiguous; for a literal it is already, and nothing is copied.
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(CatalogError) -> [Movie] in
                var parser = BundledCatalogParser(bytes: bytes)
                return try parser.parseAll()
            }
        }
        return try result.get()
    }

    private mutating func parseAll() throws(CatalogError) -> [Movie] {
        guard !bytes.isEmpty else { throw CatalogError.unavailable(reason: "the bundled catalog is empty") }
        var movies: [Movie] = []
        var promised = 0
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = splitLine(from: lineStart)
            lineNumber += 1
            if lineNumber == 1 {
                promised = try header()
                // The header is only a claim: a film line has at least `fieldCount` bytes (its tabs and newline),
                // so no more can fit, and a header promising billions must not reserve gigabytes (found by fuzzing).
                movies.reserveCapacity(min(promised, bytes.count / lineFields))
            } else {
                movies.append(try movie())
                neighbourRows.append(try neighbours(fields[17]))
            }
            lineStart = lineEnd + 1
        }
        guard movies.count == promised else {
            throw CatalogError.unavailable(
                reason: "the bundled catalog header promises \(promised) films but holds \(movies.count)"
            )
        }
        for (index, rows) in neighbourRows.enumerated() where !rows.isEmpty {
            var coLiked: [CoLikedFilm] = []
            coLiked.reserveCapacity(rows.count)
            for entry in rows {
                guard entry.row < movies.count, entry.row != index else {
                    throw CatalogError.unavailable(
                        reason: "bundled catalog, line \(index + 2): neighbour row \(entry.row) is not another film"
                    )
                }
                coLiked.append(CoLikedFilm(id: movies[entry.row].id, weight: Double(entry.units) * Self.weightUnit))
            }
            movies[index].coLiked = coLiked
        }
        return movies
    }

    /// Records the field ranges of the line starting at `start` and returns the index of its newline
    /// (or the end of the text).
    private mutating func splitLine(from start: Int) -> Int {
        fields.removeAll(keepingCapacity: true)
        var fieldStart = start
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.newline { break }
            if byte == Self.tab {
                fields.append(fieldStart..<index)
                fieldStart = index + 1
            }
            index += 1
        }
        fields.append(fieldStart..<index)
        return index
    }

    private mutating func header() throws(CatalogError) -> Int {
        let expected = "\(Self.magic) \(Self.formatVersion)"
        let found = fields.isEmpty ? "" : string(fields[0])
        let version = found.hasPrefix("\(Self.magic) ") ? String(found.dropFirst(Self.magic.count + 1)) : ""
        guard fields.count == 2, let count = Self.fieldCounts[version] else {
            throw malformed("expected the header \"\(expected)<TAB><count>\", found \"\(found)\"")
        }
        lineFields = count
        return try integer(fields[1], "film count")
    }

    private mutating func movie() throws(CatalogError) -> Movie {
        guard fields.count == lineFields else {
            throw malformed("expected \(lineFields) tab-separated fields, found \(fields.count)")
        }
        let id = string(fields[0])
        let title = string(fields[1])
        guard !id.isEmpty else { throw malformed("the id is empty") }
        guard !title.isEmpty else { throw malformed("\(id) has an empty title") }
        return Movie(
            id: MovieID(id),
            title: title,
            year: try optionalInteger(fields[2], "year"),
            runtimeMinutes: try optionalInteger(fields[3], "runtime"),
            genres: try genres(fields[4]),
            directors: list(fields[5], separator: Self.bar),
            cast: list(fields[6], separator: Self.bar),
            contentRating: try rating(fields[7]),
            criticScore: try score(fields[8]),
            reviewCount: try integer(fields[9], "review count"),
            language: fields[10].isEmpty ? nil : string(fields[10]),
            countries: list(fields[11], separator: Self.bar),
            alternateTitles: list(fields[12], separator: Self.bar),
            audience: try audience(mean: fields[13], ratings: fields[14]),
            tomatometer: try optionalInteger(fields[15], "Tomatometer"),
            metacritic: try optionalInteger(fields[16], "Metacritic"),
            oscars: lineFields > 18 ? try optionalInteger(fields[18], "Oscars") : nil,
            formerIDs: lineFields > 19 ? list(fields[19], separator: Self.bar).map { MovieID($0) } : []
        )
    }

    private func audience(mean: Range<Int>, ratings: Range<Int>) throws(CatalogError) -> AudienceScore? {
        let count = try integer(ratings, "audience rating count")
        guard let mean = try score(mean, "audience mean") else {
            guard count == 0 else { throw malformed("\(count) audience ratings but no mean") }
            return nil
        }
        return AudienceScore(mean: mean, ratings: count)
    }

    /// Reads `row:units|row:-units`.
    private func neighbours(_ range: Range<Int>) throws(CatalogError) -> [(row: Int, units: Int)] {
        guard !range.isEmpty else { return [] }
        var result: [(row: Int, units: Int)] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index <= range.upperBound {
            if index == range.upperBound || bytes[index] == Self.bar {
                guard let colon = (start..<index).first(where: { bytes[$0] == Self.colon }) else {
                    throw malformed("a neighbour is not row:weight: \"\(string(start..<index))\"")
                }
                // A negative weight is a negative link of the co-rating model, written with a leading minus.
                let negative = colon + 1 < index && bytes[colon + 1] == Self.minus
                let units = try integer((negative ? colon + 2 : colon + 1)..<index, "neighbour weight")
                result.append((try integer(start..<colon, "neighbour row"), negative ? -units : units))
                start = index + 1
            }
            index += 1
        }
        return result
    }

    // MARK: - Fields

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func list(_ range: Range<Int>, separator: UInt8) -> [String] {
        guard !range.isEmpty else { return [] }
        // Counting first sizes the array once; growing it by appends showed up in profiles of long casts.
        var separators = 0
        for index in range where bytes[index] == separator { separators += 1 }
        var items: [String] = []
        items.reserveCapacity(separators + 1)
        var itemStart = range.lowerBound
        for index in range where bytes[index] == separator {
            items.append(string(itemStart..<index))
            itemStart = index + 1
        }
        items.append(string(itemStart..<range.upperBound))
        return items
    }

    private func integer(_ range: Range<Int>, _ name: String) throws(CatalogError) -> Int {
        guard !range.isEmpty, range.count <= Self.maximumDigits else {
            throw malformed("\(name) is not a whole number: \"\(string(range))\"")
        }
        var value = 0
        for index in range {
            let byte = bytes[index]
            guard byte >= Self.zero, byte <= Self.nine else {
                throw malformed("\(name) is not a whole number: \"\(string(range))\"")
            }
            value = value * 10 + Int(byte - Self.zero)
        }
        return value
    }

    private func optionalInteger(_ range: Range<Int>, _ name: String) throws(CatalogError) -> Int? {
        range.isEmpty ? nil : try integer(range, name)
    }

    /// Reads `7.8` as digits plus a decimal point, so no locale or `strtod` is involved.
    ///
    /// Dividing the exact integer `78` by the exact power `10` rounds once, giving the same `Double` as
    /// the literal `7.8`, which keeps whole-`Movie` equality in tests honest.
    private func score(_ range: Range<Int>, _ name: String = "critic score") throws(CatalogError) -> Double? {
        guard !range.isEmpty else { return nil }
        var mantissa = 0
        var fractionDigits = 0
        var seenDot = false
        var digits = 0
        for index in range {
            let byte = bytes[index]
            if byte == Self.dot, !seenDot {
                seenDot = true
            } else if byte >= Self.zero, byte <= Self.nine, digits < Self.maximumDigits {
                mantissa = mantissa * 10 + Int(byte - Self.zero)
                digits += 1
                if seenDot { fractionDigits += 1 }
            } else {
                throw malformed("\(name) is not a number: \"\(string(range))\"")
            }
        }
        guard digits > 0 else { throw malformed("\(name) is not a number: \"\(string(range))\"") }
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        return Double(mantissa) / scale
    }

    private func genres(_ range: Range<Int>) throws(CatalogError) -> GenreSet {
        var set: GenreSet = []
        for name in list(range, separator: Self.comma) {
            guard let genre = Genre(rawValue: name) else { throw malformed("unknown genre \"\(name)\"") }
            set.insert(genre)
        }
        return set
    }

    private mutating func rating(_ range: Range<Int>) throws(CatalogError) -> ContentRating? {
        guard !range.isEmpty else { return nil }
        let text = string(range)
        if let known = ratings[text] { return known }
        guard let rating = ContentRating.parse(text) else { throw malformed("unknown content rating \"\(text)\"") }
        ratings[text] = rating
        return rating
    }

    private func malformed(_ problem: String) -> CatalogError {
        .unavailable(reason: "bundled catalog, line \(lineNumber): \(problem)")
    }
}
