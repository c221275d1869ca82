import MarqueeDomain
import Testing

@testable import MarqueeCatalog
@testable import MarqueeRanking
@testable import MarqueeSearch

/// Flips bytes of a blob to prove that no corruption crashes or reads out of bounds: each fails with a sentence.
@Suite struct CatalogBlobCorruptionTests {
    private static func loading(_ bytes: [UInt8]) -> CatalogError? {
        do {
            _ = try CatalogBlob.movies(in: bytes)
            return nil
        } catch {
            return error
        }
    }

    private static func corrupt(_ problem: String) -> CatalogError {
        .unavailable(reason: "the bundled catalog is corrupt: \(problem)")
    }

    private static func flipped(_ bytes: [UInt8], at offset: Int) -> [UInt8] {
        var bytes = bytes
        bytes[offset] ^= 0xFF
        return bytes
    }

    @Test("A flipped byte anywhere in the header names what is wrong with it")
    func headerFlips() throws {
        let blob = try BlobFixture.blob()
        let length = blob.count
        let errors = (0..<CatalogBlobFormat.headerSize).map { Self.loading(Self.flipped(blob, at: $0)) }
        let notABlob = CatalogError.unavailable(reason: "the bundled catalog is not a Marquee catalog blob")
        let version = { (found: UInt32) in
            CatalogError.unavailable(
                reason: "the bundled catalog is format version \(found), and this build reads version 3")
        }
        let claimed = { (byte: Int) in
            Self.corrupt(
                "it is \(length) bytes long, but its header says \(UInt64(length) ^ (0xFF << (8 * UInt64(byte))))")
        }

        #expect(
            errors
                == Array(repeating: notABlob, count: 8)
                + [version(0xFC), version(0xFF03), version(0xFF_0003), version(0xFF00_0003)]
                + Array(repeating: Self.corrupt("section 1 has the wrong length"), count: 4)
                // The section count's low byte flipped still fits a directory in the blob, over its first section,
                // whose checksum is then not the directory's.
                + [Self.corrupt("checksum mismatch")]
                + Array(repeating: Self.corrupt("its section directory runs past its end"), count: 3)
                + Array(repeating: Self.corrupt("its header's reserved word is not zero"), count: 4)
                + (0..<8).map(claimed)
                + Array(repeating: Self.corrupt("checksum mismatch"), count: 8))
    }

    @Test("A flipped byte in the directory, a section or its padding fails a checksum; the index's at first search")
    func bodyFlips() throws {
        let blob = try BlobFixture.blob()
        let sections = BlobFixture.sections(of: blob)
        // The first and last byte of every non-empty section, and its last padding byte when it has padding.
        let flips = sections.filter { !$0.range.isEmpty }.flatMap { section in
            let padded = CatalogBlobFormat.padded(section.range.upperBound)
            return [section.range.lowerBound, section.range.upperBound - 1, padded - 1].map { (section.kind, $0) }
        }
        let failed = { (kind: UInt32) in Self.corrupt("section \(kind) fails its checksum") }

        #expect(sections.map(\.kind) == CatalogBlobSection.allCases.filter { !$0.isIMDb }.map(\.rawValue))
        #expect(Self.loading(Self.flipped(blob, at: CatalogBlobFormat.headerSize)) == Self.corrupt("checksum mismatch"))
        for (kind, offset) in flips {
            let damaged = BlobFixture.immortal(Self.flipped(blob, at: offset))
            if CatalogBlobSection(rawValue: kind)?.isSearchIndex == true {
                // A run that never searches never reads the index, so it loads and ranks; the first search fails.
                let loaded = try CatalogBlob(bytes: damaged)
                #expect(loaded.filmTable().count == BlobFixture.movies.count)
                #expect(throws: failed(kind)) { try loaded.searchIndex() }
            } else {
                #expect(throws: failed(kind)) { try CatalogBlob(bytes: damaged) }
            }
        }
    }

    @Test("Resealing a directory entry whose offset or length is near the largest integer fails to load, never traps")
    func hugeEntries() throws {
        let blob = try BlobFixture.blob()
        let entry = CatalogBlobFormat.headerSize
        var errors: [CatalogError?] = []
        for field in [8, 16] {
            var damaged = blob
            damaged.replaceSubrange(
                entry + field..<entry + field + 8, with: [0xFC] + Array(repeating: 0xFF, count: 6) + [0x7F])
            errors.append(Self.loading(BlobFixture.resealed(damaged)))
        }

        #expect(
            errors == [
                Self.corrupt("section 1 does not follow the one before it"),
                Self.corrupt("section 1 lies outside the blob"),
            ])
    }

    @Test("A cut or lengthened blob fails before any section is read")
    func wrongLength() throws {
        let blob = try BlobFixture.blob()

        #expect(Self.loading(Array(blob.prefix(39))) == Self.corrupt("it is shorter than its header"))
        #expect(Self.loading([]) == Self.corrupt("it is shorter than its header"))
        #expect(
            Self.loading(Array(blob.dropLast(8)))
                == Self.corrupt("it is \(blob.count - 8) bytes long, but its header says \(blob.count)"))
        #expect(
            Self.loading(blob + [0, 0, 0, 0, 0, 0, 0, 0])
                == Self.corrupt("it is \(blob.count + 8) bytes long, but its header says \(blob.count)"))
    }

    @Test("Structural damage behind a valid checksum is caught by validation, never a crash or a stray read")
    func resealedFlips() throws {
        let blob = try BlobFixture.blob()
        var caught = 0
        // Every byte after the header, flipped and resealed: the load either fails with a sentence or gives
        // films that can be built and looked up whole, and a search index that can be searched.
        for offset in CatalogBlobFormat.headerSize..<blob.count {
            let damaged = BlobFixture.resealed(Self.flipped(blob, at: offset))
            do {
                let loaded = try CatalogBlob(bytes: BlobFixture.immortal(damaged))
                for movie in loaded.allMovies() {
                    _ = loaded.row(of: movie.id)
                    _ = movie.directors.map(loaded.person(named:))
                    _ = movie.language.map(loaded.language(named:))
                }
                let index = try loaded.searchIndex()
                for query in ["matrix", "untergang", "keanu", "wachowsk", "zoe", "asa nisse", "ma"] {
                    _ = index.search(query, limit: 5)
                }
            } catch {
                guard case .unavailable(let reason) = error, reason.hasPrefix("the bundled catalog is ") else {
                    Issue.record("byte \(offset): \(error)")
                    continue
                }
                caught += 1
            }
        }

        // Most bytes are offsets, lengths, list starts and references, whose damage the checks must see.
        #expect(caught > (blob.count - CatalogBlobFormat.headerSize) / 2)
    }

    @Test(
        "Each broken structure behind a valid checksum names what is broken",
        arguments: [
            (CatalogBlobSection.directorStarts, 4, "directors goes backwards at 2"),
            (CatalogBlobSection.castTargets, 0, "cast name something it does not hold"),
            (CatalogBlobSection.neighbourRows, 0, "neighbours name something it does not hold"),
            (CatalogBlobSection.stringStarts, 0, "the string table does not span its targets"),
            (CatalogBlobSection.ids, 0, "ids name strings it does not hold"),
            (CatalogBlobSection.languages, 8, "a film's language is not among its languages"),
            (CatalogBlobSection.contentRatings, 0, "a film's content rating is unknown"),
            (CatalogBlobSection.genres, 3, "a film has an unknown genre"),
        ])
    func namedStructures(section: CatalogBlobSection, byte: Int, problem: String) throws {
        let blob = try BlobFixture.blob()
        let range = try #require(BlobFixture.sections(of: blob).first { $0.kind == section.rawValue }?.range)

        #expect(
            Self.loading(BlobFixture.resealed(Self.flipped(blob, at: range.lowerBound + byte))) == Self.corrupt(problem)
        )
    }

    @Test("Films out of id order, or one id twice, behind a valid checksum fail to load: lookups rely on the order")
    func idOrder() throws {
        let blob = try BlobFixture.blob()
        let ids = BlobFixture.sections(of: blob).first { $0.kind == CatalogBlobSection.ids.rawValue }
        let range = try #require(ids?.range)
        let first = Array(blob[range.lowerBound..<range.lowerBound + 4])
        let second = Array(blob[range.lowerBound + 4..<range.lowerBound + 8])
        var swapped = blob
        swapped.replaceSubrange(range.lowerBound..<range.lowerBound + 8, with: second + first)
        var repeated = blob
        repeated.replaceSubrange(range.lowerBound + 4..<range.lowerBound + 8, with: first)

        for damaged in [swapped, repeated] {
            #expect(
                Self.loading(BlobFixture.resealed(damaged))
                    == Self.corrupt("its films are not in the order of their ids, each id once"))
        }
    }

    @Test(
        "A search index whose numbers leave its columns, behind a valid checksum, fails the first search",
        arguments: [
            (CatalogBlobSection.searchFilmsByWord, 0),
            (CatalogBlobSection.searchFirstTitles, 4),
            (CatalogBlobSection.searchTitleWordIDs, 3),
            (CatalogBlobSection.searchPersonStarts, 4),
            (CatalogBlobSection.searchTitleWordStarts, 3),
            (CatalogBlobSection.searchNameBucketStarts, 0),
        ])
    func brokenSearchIndex(section: CatalogBlobSection, byte: Int) throws {
        let blob = try BlobFixture.blob()
        let range = try #require(BlobFixture.sections(of: blob).first { $0.kind == section.rawValue }?.range)
        let damaged = BlobFixture.resealed(Self.flipped(blob, at: range.lowerBound + byte))

        let loaded = try CatalogBlob(bytes: BlobFixture.immortal(damaged))
        #expect(throws: Self.corrupt("its search index does not fit its films")) { try loaded.searchIndex() }
    }

    @Test("A blob without a search index section fails to load, naming the section")
    func missingSearchSection() throws {
        let blob = try BlobFixture.blob()
        // The directory entry of the last section (the films each person is in) renamed to a kind no loader knows.
        let entry =
            CatalogBlobFormat.headerSize + (CatalogBlobSection.allCases.filter { !$0.isIMDb }.count - 1)
            * CatalogBlobFormat.directoryEntrySize
        var renamed = blob
        renamed[entry] = 0xEE

        #expect(
            Self.loading(BlobFixture.resealed(renamed))
                == Self.corrupt("section \(CatalogBlobSection.searchFilmsByPerson.rawValue) is missing"))
    }
}
