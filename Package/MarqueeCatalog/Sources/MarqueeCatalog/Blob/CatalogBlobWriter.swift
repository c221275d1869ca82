import MarqueeDomain
import MarqueeRanking
import MarqueeSearch

/// Lays films out as a catalog blob (`CatalogBlobFormat`), the form the bundled catalog is compiled in.
///
/// The writer runs at catalog build time (`marquee-catalog-pack`) and in tests. It refuses anything the format
/// cannot hold exactly, so a film read back from the blob always equals the film written.
package struct CatalogBlobWriter {
    private let movies: [Movie]
    private var strings: [[UInt8]] = []
    private var stringNumbers: [[UInt8]: UInt32] = [:]
    private var sections: [(kind: CatalogBlobSection, bytes: [UInt8])] = []

    private init(movies: [Movie]) {
        self.movies = movies
    }

    /// Writes films as a blob, sorted by the UTF-8 bytes of their ids.
    /// - Parameter movies: the films; ids must be unique and neighbours must be films of the list.
    /// - Returns: the blob's bytes.
    /// - Throws: `MarqueeDomain/CatalogError/unavailable(reason:)` naming a film the format cannot hold.
    package static func blob(of movies: [Movie]) throws(CatalogError) -> [UInt8] {
        let sorted = movies.sorted { $0.id.rawValue.utf8.lexicographicallyPrecedes($1.id.rawValue.utf8) }
        var writer = CatalogBlobWriter(movies: sorted)
        try writer.layOut()
        return writer.assemble()
    }

    private mutating func layOut() throws(CatalogError) {
        var rows: [MovieID: UInt32] = [:]
        rows.reserveCapacity(movies.count)
        for (row, movie) in movies.enumerated() {
            guard rows.updateValue(UInt32(row), forKey: movie.id) == nil else {
                throw Self.refused(movie, "its id is used by another film too")
            }
            try Self.checkStorable(movie)
        }
        let personNames = Self.byteSorted(Set(movies.flatMap { $0.directors + $0.cast }))
        let languageNames = Self.byteSorted(Set(movies.compactMap(\.language)))
        // Every director and cast name is among `personNames`, so each lookup below finds its number.
        let people = Dictionary(uniqueKeysWithValues: personNames.enumerated().map { ($1, UInt32($0)) })
        let languages = Dictionary(uniqueKeysWithValues: languageNames.enumerated().map { ($1, Int32($0)) })

        add(.genres, movies.map(\.genres.rawValue))
        add(.years, try column { movie throws(CatalogError) in try Self.integer(movie.year, of: movie) })
        add(.languages, movies.map { $0.language.flatMap { languages[$0] } ?? CatalogBlobFormat.unknown })
        add(.criticScores, movies.map { ($0.criticScore ?? .nan).bitPattern })
        add(.reviewCounts, try column { movie throws(CatalogError) in try Self.integer(movie.reviewCount, of: movie) })
        add(.tomatometers, try column { movie throws(CatalogError) in try Self.integer(movie.tomatometer, of: movie) })
        add(.metacritics, try column { movie throws(CatalogError) in try Self.integer(movie.metacritic, of: movie) })
        add(.audienceMeans, movies.map { ($0.audience?.mean ?? .nan).bitPattern })
        add(
            .audienceCounts,
            try column { movie throws(CatalogError) in try Self.integer(movie.audience?.ratings ?? 0, of: movie) })
        addLinks(.directorStarts, .directorTargets, movies.map { $0.directors.map { people[$0] ?? 0 } })
        addLinks(.castStarts, .castTargets, movies.map { $0.cast.map { people[$0] ?? 0 } })
        add(.runtimes, try column { movie throws(CatalogError) in try Self.integer(movie.runtimeMinutes, of: movie) })
        add(.contentRatings, movies.map { Self.ratingCode($0.contentRating) })
        add(.ids, movies.map { intern($0.id.rawValue) })
        add(.titles, movies.map { intern($0.title) })
        addLinks(.countryStarts, .countryTargets, movies.map { $0.countries.map { intern($0) } })
        addLinks(.alternateStarts, .alternateTargets, movies.map { $0.alternateTitles.map { intern($0) } })
        add(.oscars, try column { movie throws(CatalogError) in try Self.integer(movie.oscars, of: movie) })
        try addFormerIDs(rows)
        if movies.contains(where: { $0.imdb != nil || $0.isCastBilled }) {
            add(.imdbRatings, movies.map { ($0.imdb?.rating ?? .nan).bitPattern })
            add(.imdbVotes, try column { movie throws(CatalogError) in try Self.integer(movie.imdb?.votes, of: movie) })
            add(.billedCasts, movies.map { UInt8($0.isCastBilled ? 1 : 0) })
        }
        var neighbourRows: [[UInt32]] = []
        var units: [UInt32] = []
        var negativeRows: [[UInt32]] = []
        var negativeUnits: [UInt16] = []
        for movie in movies {
            var list: [UInt32] = []
            var negative: [UInt32] = []
            for neighbour in movie.coLiked {
                guard let row = rows[neighbour.id], neighbour.id != movie.id else {
                    throw Self.refused(movie, "its neighbour \(neighbour.id) is not another film of the catalog")
                }
                // Positive links first, then negative ones, as the loader gives them back.
                if neighbour.weight < 0 {
                    negative.append(row)
                    negativeUnits.append(try Self.negativeUnits(neighbour.weight, of: movie))
                } else {
                    guard negative.isEmpty else {
                        throw Self.refused(movie, "a positive neighbour after a negative one")
                    }
                    list.append(row)
                    units.append(try Self.units(neighbour.weight, of: movie))
                }
            }
            neighbourRows.append(list)
            negativeRows.append(negative)
        }
        addLinks(.neighbourStarts, .neighbourRows, neighbourRows)
        add(.neighbourUnits, units)
        addLinks(.negativeNeighbourStarts, .negativeNeighbourRows, negativeRows)
        add(.negativeNeighbourUnits, negativeUnits)
        add(.personNames, personNames.map { intern($0) })
        add(.languageNames, languageNames.map { intern($0) })
        var starts: [UInt32] = [0]
        var bytes: [UInt8] = []
        for string in strings {
            bytes.append(contentsOf: string)
            starts.append(UInt32(bytes.count))
        }
        add(.stringStarts, starts)
        sections.append((.stringBytes, bytes))
        addSearchIndex(SearchIndex(movies).parts)
    }

    /// Every film's former ids in byte order, for the loader's binary search, each with its film's row.
    private mutating func addFormerIDs(_ rows: [MovieID: UInt32]) throws(CatalogError) {
        var former: [(id: String, row: UInt32)] = []
        var seen: Set<MovieID> = []
        for (row, movie) in movies.enumerated() {
            // The loader gives a film's former ids back in byte order, so only that order reads back equal.
            guard movie.formerIDs.map(\.rawValue) == Self.byteSorted(Set(movie.formerIDs.map(\.rawValue))) else {
                throw Self.refused(movie, "its former ids are not unique and in byte order")
            }
            for id in movie.formerIDs {
                guard rows[id] == nil, seen.insert(id).inserted else {
                    throw Self.refused(movie, "its former id \(id) names another film too")
                }
                former.append((id.rawValue, UInt32(row)))
            }
        }
        former.sort { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }
        add(.formerIDs, former.map { intern($0.id) })
        add(.formerIDRows, former.map(\.row))
    }

    /// The search index, built by Domain over the films in row order, one section per column.
    private mutating func addSearchIndex(_ index: SearchIndex.Parts) {
        add(.searchTitleWordIDs, Array(index.titleWordIDs))
        add(.searchTitleStarts, Array(index.titleStarts))
        add(.searchTitleEnds, Array(index.titleEnds))
        add(.searchBareTitles, Array(index.bareTitles))
        add(.searchFirstTitles, Array(index.firstTitles))
        add(.searchFame, index.fame.map(\.bitPattern))
        add(.searchSeriesKeys, index.seriesKeys.map(\.bitPattern))
        add(.searchNameWordIDs, Array(index.nameWordIDs))
        add(.searchPersonStarts, Array(index.personStarts))
        add(.searchProminence, Array(index.prominence))
        addWords(
            index.titleWords,
            [
                .searchTitleWordBytes, .searchTitleWordStarts, .searchTitleWordEnds, .searchTitleWordOrder,
                .searchTitleBucketStarts, .searchTitleBuckets, .searchTitleLetters,
            ])
        addWords(
            index.nameWords,
            [
                .searchNameWordBytes, .searchNameWordStarts, .searchNameWordEnds, .searchNameWordOrder,
                .searchNameBucketStarts, .searchNameBuckets, .searchNameLetters,
            ])
        add(.searchFilmsByWordStarts, Array(index.filmsByWordStarts))
        add(.searchFilmsByWord, Array(index.filmsByWord))
        add(.searchPeopleByWordStarts, Array(index.peopleByWordStarts))
        add(.searchPeopleByWord, Array(index.peopleByWord))
        add(.searchFilmsByPersonStarts, Array(index.filmsByPersonStarts))
        add(.searchFilmsByPerson, Array(index.filmsByPerson))
    }

    /// One vocabulary's seven columns, under the kinds given in the order of `CatalogBlob/words(_:)`.
    private mutating func addWords(_ words: SearchIndex.Parts.Words, _ kinds: [CatalogBlobSection]) {
        add(kinds[0], Array(words.bytes))
        add(kinds[1], Array(words.starts))
        add(kinds[2], Array(words.ends))
        add(kinds[3], Array(words.sorted))
        add(kinds[4], Array(words.bucketStarts))
        add(kinds[5], Array(words.buckets))
        add(kinds[6], Array(words.letters))
    }

    /// Header, directory and sections, each section on an 8-byte boundary, then the checksums.
    private func assemble() -> [UInt8] {
        let directoryEnd = CatalogBlobFormat.headerSize + sections.count * CatalogBlobFormat.directoryEntrySize
        var body: [UInt8] = []
        var directory: [UInt8] = []
        var offset = CatalogBlobFormat.padded(directoryEnd)
        for section in sections {
            Self.append(section.kind.rawValue, to: &directory)
            Self.append(UInt32(0), to: &directory)
            Self.append(UInt64(offset), to: &directory)
            Self.append(UInt64(section.bytes.count), to: &directory)
            Self.append(UInt64(0), to: &directory)  // the section's checksum, which `seal` writes
            body.append(contentsOf: section.bytes)
            let padding = CatalogBlobFormat.padded(section.bytes.count) - section.bytes.count
            body.append(contentsOf: repeatElement(0, count: padding))
            offset += CatalogBlobFormat.padded(section.bytes.count)
        }
        var blob: [UInt8] = CatalogBlobFormat.magic
        Self.append(CatalogBlobFormat.version, to: &blob)
        Self.append(UInt32(movies.count), to: &blob)
        Self.append(UInt32(sections.count), to: &blob)
        Self.append(UInt32(0), to: &blob)
        Self.append(UInt64(offset), to: &blob)
        Self.append(UInt64(0), to: &blob)
        blob.append(contentsOf: directory)
        blob.append(contentsOf: repeatElement(0, count: CatalogBlobFormat.padded(directoryEnd) - directoryEnd))
        blob.append(contentsOf: body)
        CatalogBlobFormat.seal(&blob)
        return blob
    }

    /// Each film's value, in row order; a loop rather than `map`, so the typed error passes through.
    private func column<Value>(_ value: (Movie) throws(CatalogError) -> Value) throws(CatalogError) -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(movies.count)
        for movie in movies { values.append(try value(movie)) }
        return values
    }

    private mutating func intern(_ string: String) -> UInt32 {
        let bytes = Array(string.utf8)
        if let known = stringNumbers[bytes] { return known }
        let number = UInt32(strings.count)
        strings.append(bytes)
        stringNumbers[bytes] = number
        return number
    }

    private mutating func add<Value: FixedWidthInteger>(_ kind: CatalogBlobSection, _ values: [Value]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * MemoryLayout<Value>.size)
        for value in values { Self.append(value, to: &bytes) }
        sections.append((kind, bytes))
    }

    private mutating func addLinks(
        _ startsKind: CatalogBlobSection, _ targetsKind: CatalogBlobSection, _ lists: [[UInt32]]
    ) {
        var starts: [UInt32] = [0]
        var targets: [UInt32] = []
        for list in lists {
            targets.append(contentsOf: list)
            starts.append(UInt32(targets.count))
        }
        add(startsKind, starts)
        add(targetsKind, targets)
    }

    private static func append<Value: FixedWidthInteger>(_ value: Value, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func byteSorted(_ names: Set<String>) -> [String] {
        names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private static func ratingCode(_ rating: ContentRating?) -> UInt8 {
        guard let rating, let index = ContentRating.allCases.firstIndex(of: rating) else { return 0 }
        return UInt8(index + 1)
    }

    private static func integer(_ value: Int?, of movie: Movie) throws(CatalogError) -> Int32 {
        guard let value else { return CatalogBlobFormat.unknown }
        guard let stored = Int32(exactly: value), stored != CatalogBlobFormat.unknown else {
            throw refused(movie, "\(value) does not fit a 32-bit field")
        }
        return stored
    }

    private static func integer(_ value: Int, of movie: Movie) throws(CatalogError) -> Int32 {
        try integer(Optional(value), of: movie)
    }

    private static func units(_ weight: Double, of movie: Movie) throws(CatalogError) -> UInt32 {
        let units = (weight / CatalogBlobFormat.weightUnit).rounded()
        guard units >= 0, units <= Double(UInt32.max), Double(units) * CatalogBlobFormat.weightUnit == weight else {
            throw refused(movie, "the neighbour weight \(weight) is not a whole number of 1e-4")
        }
        return UInt32(units)
    }

    private static func negativeUnits(_ weight: Double, of movie: Movie) throws(CatalogError) -> UInt16 {
        let units = (-weight / CatalogBlobFormat.weightUnit).rounded()
        guard units > 0, units <= Double(UInt16.max), -(units * CatalogBlobFormat.weightUnit) == weight else {
            throw refused(movie, "the negative neighbour weight \(weight) is not a whole number of 1e-4 above -6.5535")
        }
        return UInt16(units)
    }

    /// The blob stores what the bundled catalog has; a live field would be silently lost, so it is refused.
    private static func checkStorable(_ movie: Movie) throws(CatalogError) {
        guard movie.posterURL == nil, movie.summary == nil, movie.price == nil else {
            throw refused(movie, "a poster, summary or price, which the bundled format does not store")
        }
        if let audience = movie.audience, audience.mean.isNaN {
            throw refused(movie, "an audience mean that is not a number")
        }
        if let imdb = movie.imdb, imdb.rating.isNaN {
            throw refused(movie, "an IMDb rating that is not a number")
        }
    }

    private static func refused(_ movie: Movie, _ problem: String) -> CatalogError {
        .unavailable(reason: "the catalog blob cannot hold \(movie.id): \(problem)")
    }
}
