import MarqueeCatalogBlob
import MarqueeDomain
import MarqueeRanking
import MarqueeSearch

/// A checked catalog blob (`CatalogBlobFormat`): its columns point into the blob's bytes, nothing is copied.
///
/// ``init(bytes:)`` verifies the header, the directory and every section's checksum but the search index's, and
/// validates every offset, list and reference, so a corrupt blob fails with
/// `MarqueeDomain/CatalogError/unavailable(reason:)` and no later read can leave it. ``searchIndex()`` checks the
/// search index's sections the same way before the first search.
/// The bytes must outlive the value; the bundled blob is compiled into the binary, so it always does.
///
/// Bytes linked into the binary are as trustworthy as the code beside them and cannot change after linking, so
/// ``bundled()`` checks only their shape (header, version, directory, section bounds): a start costs no pass over
/// the bytes. The packer and `EmbeddedBlobIntegrityTests` run the full check on the same bytes; bytes from
/// anywhere else always get it.
package struct CatalogBlob: @unchecked Sendable {
    /// How many films the blob holds.
    package let count: Int
    private let genres: UnsafeBufferPointer<UInt32>
    private let years: UnsafeBufferPointer<Int32>
    private let languages: UnsafeBufferPointer<Int32>
    private let criticScores: UnsafeBufferPointer<Double>
    private let reviewCounts: UnsafeBufferPointer<Int32>
    private let tomatometers: UnsafeBufferPointer<Int32>
    private let metacritics: UnsafeBufferPointer<Int32>
    private let audienceMeans: UnsafeBufferPointer<Double>
    private let audienceCounts: UnsafeBufferPointer<Int32>
    private let directorStarts: UnsafeBufferPointer<UInt32>
    private let directorTargets: UnsafeBufferPointer<UInt32>
    private let castStarts: UnsafeBufferPointer<UInt32>
    private let castTargets: UnsafeBufferPointer<UInt32>
    private let runtimes: UnsafeBufferPointer<Int32>
    private let contentRatings: UnsafeBufferPointer<UInt8>
    private let ids: UnsafeBufferPointer<UInt32>
    private let titles: UnsafeBufferPointer<UInt32>
    private let countryStarts: UnsafeBufferPointer<UInt32>
    private let countryTargets: UnsafeBufferPointer<UInt32>
    private let alternateStarts: UnsafeBufferPointer<UInt32>
    private let alternateTargets: UnsafeBufferPointer<UInt32>
    private let neighbourStarts: UnsafeBufferPointer<UInt32>
    private let neighbourRows: UnsafeBufferPointer<UInt32>
    private let neighbourUnits: UnsafeBufferPointer<UInt32>
    private let negativeStarts: UnsafeBufferPointer<UInt32>
    private let negativeRows: UnsafeBufferPointer<UInt32>
    private let negativeUnits: UnsafeBufferPointer<UInt16>
    private let oscars: UnsafeBufferPointer<Int32>
    private let formerIDs: UnsafeBufferPointer<UInt32>
    private let formerIDRows: UnsafeBufferPointer<UInt32>
    private let imdbRatings: UnsafeBufferPointer<Double>?
    private let imdbVotes: UnsafeBufferPointer<Int32>?
    private let billedCasts: UnsafeBufferPointer<UInt8>?
    private let personNames: UnsafeBufferPointer<UInt32>
    private let languageNames: UnsafeBufferPointer<UInt32>
    private let stringStarts: UnsafeBufferPointer<UInt32>
    private let stringBytes: UnsafeBufferPointer<UInt8>
    /// The prebuilt search index's columns, pointing into the blob; checked by ``searchIndex()``.
    private let searchParts: SearchIndex.Parts
    /// The search index's sections with their checksums, verified by ``searchIndex()`` rather than at load.
    private let searchSections: [Checked]
    /// Whether the bytes are linked into the binary, so their checksums and references were checked when packed.
    private let isTrusted: Bool

    /// Checks a blob and points at its sections.
    /// - Parameters:
    ///   - bytes: the whole blob, 8-byte aligned, alive as long as the value and anything it returns.
    ///   - trusted: whether the bytes are the ones linked into the binary, whose checksums and references were
    ///     checked when they were packed; only their shape is checked then.
    /// - Throws: `MarqueeDomain/CatalogError/unavailable(reason:)` with a sentence naming what is wrong.
    package init(bytes: UnsafeRawBufferPointer, trusted: Bool = false) throws(CatalogError) {
        isTrusted = trusted
        #if _endian(big)
            throw CatalogError.unavailable(reason: "the bundled catalog is little-endian and this machine is not")
        #endif
        guard let base = bytes.baseAddress, bytes.count >= CatalogBlobFormat.headerSize else {
            throw Self.corrupt("it is shorter than its header")
        }
        guard Int(bitPattern: base) % 8 == 0 else { throw Self.corrupt("it is not 8-byte aligned in memory") }
        guard bytes.prefix(CatalogBlobFormat.magic.count).elementsEqual(CatalogBlobFormat.magic) else {
            throw CatalogError.unavailable(reason: "the bundled catalog is not a Marquee catalog blob")
        }
        func word32(_ offset: Int) -> UInt32 {
            UInt32(littleEndian: bytes.load(fromByteOffset: offset, as: UInt32.self))
        }
        func word64(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: bytes.load(fromByteOffset: offset, as: UInt64.self))
        }
        let version = word32(8)
        guard version == CatalogBlobFormat.version else {
            throw CatalogError.unavailable(
                reason: "the bundled catalog is format version \(version), and this build reads version "
                    + "\(CatalogBlobFormat.version)")
        }
        guard word64(24) == UInt64(bytes.count) else {
            throw Self.corrupt("it is \(bytes.count) bytes long, but its header says \(word64(24))")
        }
        // The one header word nothing else reads must be zero, so no byte of the header can change unnoticed.
        guard word32(20) == 0 else { throw Self.corrupt("its header's reserved word is not zero") }
        guard bytes.count % 8 == 0 else { throw Self.corrupt("its length is not a whole number of 8-byte words") }
        let count = Int(word32(12))
        let sectionCount = Int(word32(16))
        let directoryEnd = CatalogBlobFormat.headerSize + sectionCount * CatalogBlobFormat.directoryEntrySize
        guard directoryEnd <= bytes.count else { throw Self.corrupt("its section directory runs past its end") }
        let directoryBytes = UnsafeRawBufferPointer(rebasing: bytes[CatalogBlobFormat.headerSize..<directoryEnd])
        guard CatalogBlobFormat.checksum(directoryBytes) == word64(CatalogBlobFormat.checksumOffset) else {
            throw Self.corrupt("checksum mismatch")
        }
        var directory: [UInt32: UnsafeRawBufferPointer] = [:]
        var searchSections: [Checked] = []
        // Sections follow one another with only their padding between, so every byte belongs to one checksum.
        var next = UInt64(directoryEnd)
        for entry in 0..<sectionCount {
            let at = CatalogBlobFormat.headerSize + entry * CatalogBlobFormat.directoryEntrySize
            let kind = word32(at)
            let (offset, length) = (word64(at + 8), word64(at + 16))
            guard word32(at + 4) == 0 else { throw Self.corrupt("section \(kind)'s reserved word is not zero") }
            guard offset == next else { throw Self.corrupt("section \(kind) does not follow the one before it") }
            // Compared as UInt64 before any conversion, so a huge length cannot overflow `Int`.
            guard length <= UInt64(bytes.count) - offset, (length + 7) / 8 * 8 <= UInt64(bytes.count) - offset else {
                throw Self.corrupt("section \(kind) lies outside the blob")
            }
            next = offset + (length + 7) / 8 * 8
            let section = UnsafeRawBufferPointer(start: base + Int(offset), count: Int(length))
            guard directory.updateValue(section, forKey: kind) == nil else {
                throw Self.corrupt("section \(kind) appears twice")
            }
            let checked = Checked(
                kind: kind, bytes: UnsafeRawBufferPointer(start: base + Int(offset), count: Int(next - offset)),
                checksum: word64(at + CatalogBlobFormat.entryChecksumOffset))
            // The search index is most of the blob: it is checked by the first search, so other runs never read it.
            if CatalogBlobSection(rawValue: kind)?.isSearchIndex == true {
                searchSections.append(checked)
            } else if !trusted {
                try checked.verify()
                marquee_catalog_release(checked.bytes.baseAddress, checked.bytes.count)
            }
        }
        guard next == UInt64(bytes.count) else { throw Self.corrupt("its last section does not end it") }
        self.searchSections = searchSections
        func section<Value>(
            _ kind: CatalogBlobSection, _ type: Value.Type, count expected: Int? = nil
        ) throws(CatalogError) -> UnsafeBufferPointer<Value> {
            guard let raw = directory[kind.rawValue], let start = raw.baseAddress else {
                throw Self.corrupt("section \(kind.rawValue) is missing")
            }
            let stride = MemoryLayout<Value>.stride
            guard raw.count % stride == 0, expected.map({ $0 * stride == raw.count }) ?? true else {
                throw Self.corrupt("section \(kind.rawValue) has the wrong length")
            }
            return UnsafeBufferPointer(
                start: start.bindMemory(to: Value.self, capacity: raw.count / stride),
                count: raw.count / stride)
        }
        self.count = count
        genres = try section(.genres, UInt32.self, count: count)
        years = try section(.years, Int32.self, count: count)
        languages = try section(.languages, Int32.self, count: count)
        criticScores = try section(.criticScores, Double.self, count: count)
        reviewCounts = try section(.reviewCounts, Int32.self, count: count)
        tomatometers = try section(.tomatometers, Int32.self, count: count)
        metacritics = try section(.metacritics, Int32.self, count: count)
        audienceMeans = try section(.audienceMeans, Double.self, count: count)
        audienceCounts = try section(.audienceCounts, Int32.self, count: count)
        directorStarts = try section(.directorStarts, UInt32.self, count: count + 1)
        directorTargets = try section(.directorTargets, UInt32.self)
        castStarts = try section(.castStarts, UInt32.self, count: count + 1)
        castTargets = try section(.castTargets, UInt32.self)
        runtimes = try section(.runtimes, Int32.self, count: count)
        contentRatings = try section(.contentRatings, UInt8.self, count: count)
        ids = try section(.ids, UInt32.self, count: count)
        titles = try section(.titles, UInt32.self, count: count)
        countryStarts = try section(.countryStarts, UInt32.self, count: count + 1)
        countryTargets = try section(.countryTargets, UInt32.self)
        alternateStarts = try section(.alternateStarts, UInt32.self, count: count + 1)
        alternateTargets = try section(.alternateTargets, UInt32.self)
        neighbourStarts = try section(.neighbourStarts, UInt32.self, count: count + 1)
        neighbourRows = try section(.neighbourRows, UInt32.self)
        neighbourUnits = try section(.neighbourUnits, UInt32.self, count: neighbourRows.count)
        negativeStarts = try section(.negativeNeighbourStarts, UInt32.self, count: count + 1)
        negativeRows = try section(.negativeNeighbourRows, UInt32.self)
        negativeUnits = try section(.negativeNeighbourUnits, UInt16.self, count: negativeRows.count)
        oscars = try section(.oscars, Int32.self, count: count)
        formerIDs = try section(.formerIDs, UInt32.self)
        formerIDRows = try section(.formerIDRows, UInt32.self, count: formerIDs.count)
        // Present only in a blob holding an imported IMDb dataset; all three or none.
        if directory[CatalogBlobSection.imdbRatings.rawValue] != nil {
            imdbRatings = try section(.imdbRatings, Double.self, count: count)
            imdbVotes = try section(.imdbVotes, Int32.self, count: count)
            billedCasts = try section(.billedCasts, UInt8.self, count: count)
        } else {
            (imdbRatings, imdbVotes, billedCasts) = (nil, nil, nil)
        }
        personNames = try section(.personNames, UInt32.self)
        languageNames = try section(.languageNames, UInt32.self)
        stringStarts = try section(.stringStarts, UInt32.self)
        stringBytes = try section(.stringBytes, UInt8.self)
        // Blob sections are 8-byte aligned, so every column may point straight at its section.
        func column<Value>(_ kind: CatalogBlobSection, _ type: Value.Type, count expected: Int? = nil)
            throws(CatalogError) -> Column<Value>
        {
            Self.immortal(try section(kind, type, count: expected))
        }
        func words(_ kinds: [CatalogBlobSection]) throws(CatalogError) -> SearchIndex.Parts.Words {
            SearchIndex.Parts.Words(
                bytes: try column(kinds[0], UInt8.self), starts: try column(kinds[1], Int32.self),
                ends: try column(kinds[2], Int32.self), sorted: try column(kinds[3], Int32.self),
                bucketStarts: try column(kinds[4], Int32.self), buckets: try column(kinds[5], Int32.self),
                letters: try column(kinds[6], UInt64.self))
        }
        searchParts = SearchIndex.Parts(
            titleWordIDs: try column(.searchTitleWordIDs, Int32.self),
            titleStarts: try column(.searchTitleStarts, Int32.self),
            titleEnds: try column(.searchTitleEnds, Int32.self),
            bareTitles: try column(.searchBareTitles, UInt8.self),
            firstTitles: try column(.searchFirstTitles, Int32.self, count: count + 1),
            fame: try column(.searchFame, Double.self, count: count),
            seriesKeys: try column(.searchSeriesKeys, Double.self, count: count),
            nameWordIDs: try column(.searchNameWordIDs, Int32.self),
            personStarts: try column(.searchPersonStarts, Int32.self),
            prominence: try column(.searchProminence, Int64.self),
            titleWords: try words([
                .searchTitleWordBytes, .searchTitleWordStarts, .searchTitleWordEnds, .searchTitleWordOrder,
                .searchTitleBucketStarts, .searchTitleBuckets, .searchTitleLetters,
            ]),
            nameWords: try words([
                .searchNameWordBytes, .searchNameWordStarts, .searchNameWordEnds, .searchNameWordOrder,
                .searchNameBucketStarts, .searchNameBuckets, .searchNameLetters,
            ]),
            filmsByWordStarts: try column(.searchFilmsByWordStarts, Int32.self),
            filmsByWord: try column(.searchFilmsByWord, Int32.self),
            peopleByWordStarts: try column(.searchPeopleByWordStarts, Int32.self),
            peopleByWord: try column(.searchPeopleByWord, Int32.self),
            filmsByPersonStarts: try column(.searchFilmsByPersonStarts, Int32.self),
            filmsByPerson: try column(.searchFilmsByPerson, Int32.self))
        guard !trusted else { return }
        try validate()
        // Checking read every section but the search index's; a run reads again only what it uses.
        marquee_catalog_release(bytes.baseAddress, bytes.count)
    }

    /// Every check a read relies on: after it, no index taken from the blob can fall outside it.
    private func validate() throws(CatalogError) {
        try Self.checkLinks(stringStarts, targetCount: stringBytes.count, name: "the string table")
        let strings = stringStarts.count - 1
        try Self.checkLinks(directorStarts, directorTargets, below: personNames.count, name: "directors")
        try Self.checkLinks(castStarts, castTargets, below: personNames.count, name: "cast")
        try Self.checkLinks(countryStarts, countryTargets, below: strings, name: "countries")
        try Self.checkLinks(alternateStarts, alternateTargets, below: strings, name: "alternate titles")
        try Self.checkLinks(neighbourStarts, neighbourRows, below: count, name: "neighbours")
        try Self.checkLinks(negativeStarts, negativeRows, below: count, name: "negative neighbours")
        var selfLinks: UInt32 = 0
        for row in 0..<count {
            for index in Int(neighbourStarts[row])..<Int(neighbourStarts[row + 1]) {
                selfLinks |= Int(neighbourRows[index]) == row ? 1 : 0
            }
            for index in Int(negativeStarts[row])..<Int(negativeStarts[row + 1]) {
                selfLinks |= Int(negativeRows[index]) == row ? 1 : 0
            }
        }
        if selfLinks != 0 { throw Self.corrupt("a film is its own neighbour") }
        for (column, name) in [
            (ids, "ids"), (titles, "titles"), (personNames, "names"), (languageNames, "languages"),
            (formerIDs, "former ids"),
        ]
        where !Self.allBelow(column, strings) {
            throw Self.corrupt("\(name) name strings it does not hold")
        }
        // Lookups by id search the rows in id order, and ranking takes each row as the only one with its id.
        for row in 1..<Swift.max(count, 1) where Self.order(bytes(ids[row - 1]), bytes(ids[row])) >= 0 {
            throw Self.corrupt("its films are not in the order of their ids, each id once")
        }
        if !Self.allBelow(formerIDRows, count) { throw Self.corrupt("a former id names a film it does not hold") }
        var strayLanguages: UInt32 = 0
        for language in languages {
            strayLanguages |=
                language != CatalogBlobFormat.unknown && (language < 0 || Int(language) >= languageNames.count) ? 1 : 0
        }
        if strayLanguages != 0 { throw Self.corrupt("a film's language is not among its languages") }
        var highestRating: UInt8 = 0
        for rating in contentRatings { highestRating = Swift.max(highestRating, rating) }
        if highestRating > ContentRating.allCases.count { throw Self.corrupt("a film's content rating is unknown") }
        if let billedCasts, billedCasts.contains(where: { $0 > 1 }) {
            throw Self.corrupt("a billed-cast flag is not 0 or 1")
        }
        var genreBits: UInt32 = 0
        for bits in genres { genreBits |= bits }
        if genreBits & ~GenreSet(Genre.allCases).rawValue != 0 { throw Self.corrupt("a film has an unknown genre") }
    }

    /// Opens the blob compiled into the binary by the `MarqueeCatalogBlob` C target, checking its shape.
    /// - Parameter fully: whether to run every check as for outside bytes, as the integrity tests do.
    /// - Returns: the bundled blob, checked.
    /// - Throws: `MarqueeDomain/CatalogError/unavailable(reason:)` when it does not check.
    package static func bundled(fully: Bool = false) throws(CatalogError) -> CatalogBlob {
        try CatalogBlob(
            bytes: UnsafeRawBufferPointer(start: marquee_catalog_bytes(), count: marquee_catalog_length()),
            trusted: !fully)
    }

    /// Reads every film of a blob held anywhere, copied first to aligned memory freed on return.
    ///
    /// For the packer's read-back, tests and fuzzing: nothing returned points into the copy.
    /// - Parameter bytes: the whole blob.
    /// - Returns: the films, sorted by id.
    /// - Throws: `MarqueeDomain/CatalogError/unavailable(reason:)` when the blob does not check.
    package static func movies(in bytes: some Collection<UInt8>) throws(CatalogError) -> [Movie] {
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        defer { memory.deallocate() }
        memory.copyBytes(from: bytes)
        return try CatalogBlob(bytes: UnsafeRawBufferPointer(rebasing: memory[..<bytes.count])).allMovies()
    }

    // MARK: - Reading

    /// The blob as a `MarqueeDomain/FilmTable` whose hot columns point straight into it.
    ///
    /// Only for bytes that live as long as the process (the bundled blob, or a blob a test never frees): the
    /// columns do not keep them alive.
    package func filmTable() -> FilmTable {
        FilmTable(
            count: count,
            genres: Self.immortal(genres),
            years: Self.immortal(years),
            languages: Self.immortal(languages),
            criticScores: Self.immortal(criticScores),
            reviewCounts: Self.immortal(reviewCounts),
            tomatometers: Self.immortal(tomatometers),
            metacritics: Self.immortal(metacritics),
            audienceMeans: imdbRatings == nil ? Self.immortal(audienceMeans) : Column(audienceEvidence().means),
            audienceCounts: imdbRatings == nil ? Self.immortal(audienceCounts) : Column(audienceEvidence().counts),
            directors: FilmLinks(starts: Self.immortal(directorStarts), targets: Self.immortal(directorTargets)),
            cast: FilmLinks(starts: Self.immortal(castStarts), targets: Self.immortal(castTargets)),
            details: CatalogBlobDetails(blob: self)
        )
    }

    /// The audience columns ranking reads, with IMDb's voters standing in for MovieLens raters a film lacks.
    ///
    /// Ranking weighs a film's quality by its critics and its audience; a film newer than MovieLens has neither,
    /// and would rank as unknown. IMDb's rating is an audience's mean out of 10, so it becomes stars (halved), and
    /// its votes become ratings at the scale of MovieLens (its most-rated film has about 1 rating for every
    /// 10,000 IMDb votes), so one film's millions of votes do not drown every other film's reach.
    private func audienceEvidence() -> (means: [Double], counts: [Int32]) {
        var means = Array(audienceMeans)
        var counts = Array(audienceCounts)
        guard let imdbRatings, let imdbVotes else { return (means, counts) }
        for row in 0..<count where means[row].isNaN && !imdbRatings[row].isNaN {
            means[row] = imdbRatings[row] / 2
            counts[row] = Swift.max(1, imdbVotes[row] / Self.imdbVotesPerRating)
        }
        return (means, counts)
    }

    /// How many IMDb votes count as one MovieLens rating in ranking (``audienceEvidence()``).
    static let imdbVotesPerRating: Int32 = 10_000

    /// The search index the packer built, pointing into the blob: nothing is folded and no film is built.
    ///
    /// Its checksums and numbers are checked here rather than at load, so a run that never searches never reads
    /// its 7 MB. Only for bytes that live as long as the process, as ``filmTable()``.
    /// - Throws: `MarqueeDomain/CatalogError/unavailable(reason:)` when a section fails its checksum or a number
    ///   in it leaves its columns.
    package func searchIndex() throws(CatalogError) -> SearchIndex {
        for section in searchSections where !isTrusted {
            try section.verify()
            marquee_catalog_release(section.bytes.baseAddress, section.bytes.count)
        }
        guard let index = SearchIndex(parts: searchParts, table: filmTable()) else {
            throw Self.corrupt("its search index does not fit its films")
        }
        for section in searchSections { marquee_catalog_release(section.bytes.baseAddress, section.bytes.count) }
        return index
    }

    /// Every film, in row order (sorted by id).
    package func allMovies() -> [Movie] {
        (0..<count).map(movie(at:))
    }

    /// The whole film at a row, built from the blob.
    package func movie(at row: Int) -> Movie {
        let audienceMean = audienceMeans[row]
        let critic = criticScores[row]
        let rating = Int(contentRatings[row])
        return Movie(
            id: id(at: row),
            title: string(titles[row]),
            year: Self.optional(years[row]),
            runtimeMinutes: Self.optional(runtimes[row]),
            genres: GenreSet(rawValue: genres[row]),
            directors: list(directorStarts, directorTargets, row) { string(personNames[Int($0)]) },
            cast: list(castStarts, castTargets, row) { string(personNames[Int($0)]) },
            contentRating: rating == 0 ? nil : ContentRating.allCases[rating - 1],
            criticScore: critic.isNaN ? nil : critic,
            reviewCount: Int(reviewCounts[row]),
            language: languages[row] == CatalogBlobFormat.unknown ? nil : string(languageNames[Int(languages[row])]),
            countries: list(countryStarts, countryTargets, row) { string($0) },
            alternateTitles: list(alternateStarts, alternateTargets, row) { string($0) },
            audience: audienceMean.isNaN ? nil : AudienceScore(mean: audienceMean, ratings: Int(audienceCounts[row])),
            tomatometer: Self.optional(tomatometers[row]),
            metacritic: Self.optional(metacritics[row]),
            coLiked: neighbours(of: row).map { CoLikedFilm(id: id(at: $0.row), weight: $0.weight) },
            oscars: Self.optional(oscars[row]),
            // A scan: a few dozen films have a former id, so a per-film index would cost more than it saves.
            formerIDs: formerIDRows.indices.filter { Int(formerIDRows[$0]) == row }.map {
                MovieID(string(formerIDs[$0]))
            },
            imdb: imdbScore(at: row),
            isCastBilled: billedCasts.map { $0[row] == 1 } ?? false
        )
    }

    /// The IMDb score of the film at a row, when the blob holds an imported dataset that rates it.
    private func imdbScore(at row: Int) -> IMDbScore? {
        guard let imdbRatings, let imdbVotes, !imdbRatings[row].isNaN else { return nil }
        return IMDbScore(rating: imdbRatings[row], votes: Int(imdbVotes[row]))
    }

    /// The first and last year of any film, `nil` when no film has one.
    package var yearSpan: ClosedRange<Int>? {
        var (first, last) = (Int32.max, Int32.min)
        for year in years where year != CatalogBlobFormat.unknown {
            first = Swift.min(first, year)
            last = Swift.max(last, year)
        }
        return first <= last ? Int(first)...Int(last) : nil
    }

    /// The id of the film at a row.
    package func id(at row: Int) -> MovieID { MovieID(string(ids[row])) }

    /// The row of the film with this id, or with this among its former ids: binary searches, as films are sorted
    /// by the bytes of their ids and former ids are stored in the same order.
    package func row(of id: MovieID) -> Int? {
        search(ids, for: id.rawValue) ?? search(formerIDs, for: id.rawValue).map { Int(formerIDRows[$0]) }
    }

    /// A film's co-rating neighbours as rows and weights, positive links first, then negative ones, the weights
    /// exactly as ``movie(at:)`` gives them.
    package func neighbours(of row: Int) -> [(row: Int, weight: Double)] {
        let positive = Int(neighbourStarts[row])..<Int(neighbourStarts[row + 1])
        let negative = Int(negativeStarts[row])..<Int(negativeStarts[row + 1])
        var result: [(row: Int, weight: Double)] = []
        result.reserveCapacity(positive.count + negative.count)
        // The same arithmetic as the text parser (units times the unit, the sign on the units), so both give the
        // identical `Double`.
        for index in positive {
            result.append((Int(neighbourRows[index]), Double(neighbourUnits[index]) * CatalogBlobFormat.weightUnit))
        }
        for index in negative {
            result.append((Int(negativeRows[index]), -Double(negativeUnits[index]) * CatalogBlobFormat.weightUnit))
        }
        return result
    }

    /// How many people the blob numbers; every person number is below it.
    package var personCount: Int { personNames.count }

    /// The person number of a name: a binary search, as persons are numbered in byte order of their names.
    package func person(named name: String) -> UInt32? {
        search(personNames, for: name).map(UInt32.init)
    }

    /// The language number of a name, found the same way.
    package func language(named name: String) -> Int32? {
        search(languageNames, for: name).map(Int32.init)
    }

    // MARK: - Helpers

    private func bytes(_ string: UInt32) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: stringBytes[Int(stringStarts[Int(string)])..<Int(stringStarts[Int(string) + 1])])
    }

    private func string(_ number: UInt32) -> String {
        String(decoding: bytes(number), as: UTF8.self)
    }

    private func list<Element>(
        _ starts: UnsafeBufferPointer<UInt32>, _ targets: UnsafeBufferPointer<UInt32>, _ row: Int,
        _ element: (UInt32) -> Element
    ) -> [Element] {
        (Int(starts[row])..<Int(starts[row + 1])).map { element(targets[$0]) }
    }

    private func search(_ sorted: UnsafeBufferPointer<UInt32>, for key: String) -> Int? {
        var key = key
        return key.withUTF8 { key in
            var low = 0
            var high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                let order = Self.order(bytes(sorted[middle]), key)
                if order == 0 { return middle }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    /// Below, at or above zero as `a` sorts before, equal to or after `b` by bytes, in one pass over the bytes.
    ///
    /// The generic `elementsEqual` then `lexicographicallyPrecedes` took two, and were a third of the instructions
    /// of folding a thousand reactions, each found by its id.
    private static func order(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let common = Swift.min(a.count, b.count)
        var index = 0
        while index < common {
            if a[index] != b[index] { return a[index] < b[index] ? -1 : 1 }
            index += 1
        }
        return a.count - b.count
    }

    private static func optional(_ value: Int32) -> Int? {
        value == CatalogBlobFormat.unknown ? nil : Int(value)
    }

    private static func immortal<Value>(_ buffer: UnsafeBufferPointer<Value>) -> Column<Value> {
        // Every section was made from a non-nil start, so the base address is always there.
        guard let start = buffer.baseAddress else { return Column([]) }
        return Column(immortal: start, count: buffer.count)
    }

    /// Checks a string table's starts: from 0, never decreasing, ending at the byte count.
    private static func checkLinks(
        _ starts: UnsafeBufferPointer<UInt32>, targetCount: Int, name: String
    ) throws(CatalogError) {
        guard let first = starts.first, first == 0, Int(starts[starts.count - 1]) == targetCount else {
            throw corrupt("\(name) does not span its targets")
        }
        // One pass without an early exit, which the optimiser can vectorise; the slow search runs only on failure.
        var descents: UInt32 = 0
        for index in 1..<starts.count { descents |= starts[index] < starts[index - 1] ? 1 : 0 }
        if descents != 0, let index = (1..<starts.count).first(where: { starts[$0] < starts[$0 - 1] }) {
            throw corrupt("\(name) goes backwards at \(index)")
        }
    }

    /// Whether every value is below `bound`, found as the largest value in one pass with no early exit.
    private static func allBelow(_ values: UnsafeBufferPointer<UInt32>, _ bound: Int) -> Bool {
        var largest: UInt32 = 0
        for value in values { largest = Swift.max(largest, value) }
        return values.isEmpty || Int(largest) < bound
    }

    /// Checks per-film lists: their starts as above, and every target below `bound`.
    private static func checkLinks(
        _ starts: UnsafeBufferPointer<UInt32>, _ targets: UnsafeBufferPointer<UInt32>, below bound: Int,
        name: String
    ) throws(CatalogError) {
        try checkLinks(starts, targetCount: targets.count, name: name)
        if !allBelow(targets, bound) { throw corrupt("\(name) name something it does not hold") }
    }

    private static func corrupt(_ problem: String) -> CatalogError {
        .unavailable(reason: "the bundled catalog is corrupt: \(problem)")
    }
}
