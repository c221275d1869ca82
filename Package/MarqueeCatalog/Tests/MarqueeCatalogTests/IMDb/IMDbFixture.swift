import CZlib
import Foundation
import MarqueeDomain

@testable import MarqueeCatalog

/// Hand-made IMDb datasets in the exact format (no real IMDb data), gzipped into a temporary folder.
enum IMDbFixture {
    /// Each dataset's text: two bundled films to fill, one new film, and rows every filter drops.
    static let texts: [IMDbDataset: String] = [
        .ratings: """
        tconst\taverageRating\tnumVotes
        tt0108521\t6.2\t1500
        tt1675434\t8.5\t900000
        tt9990001\t9.3\t2800000
        tt9990002\t5.0\t120
        tt9990003\t8.0\t50000
        tt9990004\t7.0\t3000

        """,
        .basics: """
        tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres
        tt0108521\tmovie\tWatch It\tWatch It\t0\t1993\t\\N\t102\tComedy,Drama
        tt1675434\tmovie\tThe Intouchables\tIntouchables\t0\t2011\t\\N\t112\tBiography,Comedy,Drama
        tt9990001\tmovie\tLanterns Over Harbour\tLaternen über dem Hafen\t0\t2019\t\\N\t\\N\tDrama,Romance,News
        tt9990002\tmovie\tQuiet Rooms\tQuiet Rooms\t0\t2020\t\\N\t95\tHorror
        tt9990003\ttvSeries\tHarbour Lights\tHarbour Lights\t0\t2019\t2021\t45\tDrama
        tt9990004\tmovie\tNot For Kids\tNot For Kids\t1\t2019\t\\N\t80\t\\N

        """,
        .crew: """
        tconst\tdirectors\twriters
        tt0108521\tnm9900001\t\\N
        tt1675434\tnm9900002,nm9900003\tnm9900002
        tt9990001\tnm9900004\t\\N
        tt9990002\tnm9900005\t\\N

        """,
        .principals: """
        tconst\tordering\tnconst\tcategory\tjob\tcharacters
        tt9990001\t3\tnm9900013\tactress\t\\N\t["Ada"]
        tt9990001\t1\tnm9900011\tactor\t\\N\t["Ben"]
        tt9990001\t4\tnm9900004\tdirector\t\\N\t\\N
        tt9990001\t2\tnm9900012\tself\t\\N\t\\N
        tt1675434\t2\tnm9900022\tactor\t\\N\t\\N
        tt1675434\t1\tnm9900021\tactor\t\\N\t\\N
        tt9990003\t1\tnm9900031\tactor\t\\N\t\\N

        """,
        .names: """
        nconst\tprimaryName\tbirthYear\tdeathYear\tprimaryProfession\tknownForTitles
        nm9900001\tPiet Halloran\t1960\t\\N\tdirector\ttt0108521
        nm9900004\tMaren Østby\t1971\t\\N\tdirector\ttt9990001
        nm9900011\tBen Adeyemi\t\\N\t\\N\tactor\t\\N
        nm9900012\tCléo Marchetti\t\\N\t\\N\tactress\t\\N
        nm9900013\tAda Kowalczyk\t1990\t\\N\tactress\t\\N
        nm9900021\tNoa Verlaine\t\\N\t\\N\tactor\t\\N
        nm9900022\tTomas Brieux\t\\N\t\\N\tactor\t\\N
        nm9900031\tSeries Actor\t\\N\t\\N\tactor\t\\N

        """,
        .akas: """
        titleId\tordering\ttitle\tregion\tlanguage\ttypes\tattributes\tisOriginalTitle
        tt1675434\t1\tIntouchables\tFR\t\\N\toriginal\t\\N\t1
        tt1675434\t2\tZiemlich beste Freunde\tDE\t\\N\timdbDisplay\t\\N\t0
        tt1675434\t3\tAmigos intocables\tES\t\\N\t\\N\t\\N\t0
        tt9990001\t1\tLaternen über dem Hafen\tDE\tde\t\\N\t\\N\t0

        """,
    ]

    /// The bundled films the datasets are merged into: one missing runtime and directors, one complete.
    static let bundled = [
        Movie(id: MovieID("tt0108521"), title: "Watch It", year: 1993, genres: [.comedy], cast: ["Zed", "Amy"]),
        Movie(
            id: MovieID("tt1675434"), title: "The Intouchables", year: 2011, runtimeMinutes: 112,
            genres: [.comedy, .drama, .biography], directors: ["Olivier Nakache", "Éric Toledano"],
            cast: ["Omar Sy", "François Cluzet"]),
        Movie(id: MovieID("ml:42"), title: "Elsewhere", year: 1950),
    ]

    /// A dataset's text.
    static func text(_ dataset: IMDbDataset) -> String { texts[dataset] ?? "" }

    /// A new temporary folder holding the datasets gzipped, with some replaced by other bytes or left out.
    static func folder(replacing replaced: [IMDbDataset: [UInt8]?] = [:]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appending(path: "imdb-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for dataset in IMDbDataset.allCases {
            let bytes = replaced.keys.contains(dataset) ? replaced[dataset] ?? nil : gzip(Array(text(dataset).utf8))
            guard let bytes else { continue }
            try Data(bytes).write(to: URL(fileURLWithPath: folder).appending(path: dataset.rawValue))
        }
        return folder
    }

    /// Bytes gzipped by the system's zlib.
    static func gzip(_ bytes: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        _ = deflateInit2_(
            &stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
            Int32(MemoryLayout<z_stream>.size))
        defer { deflateEnd(&stream) }
        var input = bytes
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))) + 64)
        let produced = input.withUnsafeMutableBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                stream.next_in = input.baseAddress
                stream.avail_in = UInt32(input.count)
                stream.next_out = output.baseAddress
                stream.avail_out = UInt32(output.count)
                _ = deflate(&stream, Z_FINISH)
                return output.count - Int(stream.avail_out)
            }
        }
        return Array(output.prefix(produced))
    }

    /// A dataset's text with one line (from 1) replaced, gzipped.
    static func gzip(_ dataset: IMDbDataset, line: Int, replacedBy replacement: [UInt8]) -> [UInt8] {
        var lines = text(dataset).split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        lines[line - 1] = replacement
        return gzip(Array(lines.joined(separator: [0x0A])))
    }
}
