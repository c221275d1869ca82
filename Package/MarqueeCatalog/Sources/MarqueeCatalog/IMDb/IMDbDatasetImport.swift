import Foundation
import MarqueeDomain

/// Reads a person's IMDb datasets from a folder and merges them into the bundled films.
///
/// The passes run smallest filter first, so what is held stays small: the ratings give the titles with enough
/// votes; the basics keep those that are feature films, not adult; the crew and principals are read only for kept
/// films, and the names only for the people those films need. Nothing but the kept films' facts is held between
/// passes: a few tens of thousands of films, never the tens of millions of rows.
public struct IMDbDatasetImport: Sendable {
    /// How many acting principals a film keeps, first by billing order.
    static let billedCastLimit = 8

    /// What is reported while reading: the file, its rows so far, and the share of all the files' bytes read.
    public typealias Progress = (_ file: String, _ rows: Int, _ fraction: Double, _ isFileDone: Bool) -> Void

    private let folder: String
    private let options: IMDbImportOptions

    /// Creates an import of the datasets in a folder.
    public init(folder: String, options: IMDbImportOptions) {
        self.folder = folder
        self.options = options
    }

    /// The bundled films merged with the datasets', and how many were added and filled in.
    /// - Parameters:
    ///   - bundled: the films to merge into, whose `tt` ids join IMDb's.
    ///   - progress: told of each file's rows as they are read.
    /// - Returns: every film, bundled ones first, and how many were added and how many filled in.
    /// - Throws: `IMDbImportError` naming the file and line that stopped it.
    public func merge(
        into bundled: [Movie], progress: Progress
    ) throws(IMDbImportError) -> (movies: [Movie], added: Int, filled: Int) {
        let sizes = try datasetSizes()
        let total = Double(max(sizes.values.reduce(0, +), 1))
        var done = 0
        func read(_ dataset: IMDbDataset, _ body: (IMDbRow) throws(IMDbImportError) -> Void) throws(IMDbImportError) {
            guard let size = sizes[dataset] else { return }
            let before = Double(done)
            try IMDbTableReader.read(
                dataset, in: folder,
                progress: { file, rows, fraction in
                    progress(file, rows, (before + fraction * Double(size)) / total, fraction >= 1)
                }, body)
            done += size
        }

        var scores: [UInt32: IMDbScore] = [:]
        let minimum = options.minimumVotes
        try read(.ratings) { row throws(IMDbImportError) in
            guard let votes = row.integer(2), votes >= minimum, let rating = row.decimal(1),
                let number = IMDbRow.title(row.field(0))
            else { return }
            scores[number] = IMDbScore(rating: rating, votes: votes)
        }

        var films: [IMDbFilm] = []
        var rows: [UInt32: Int] = [:]
        try read(.basics) { row throws(IMDbImportError) in
            guard let number = IMDbRow.title(row.field(0)), let score = scores[number], row.field(1, is: "movie"),
                row.field(4, is: "0"), let title = row.string(2), !title.isEmpty
            else { return }
            let original = row.string(3)
            let genres = row.isMissing(8) ? [] : String(decoding: row.field(8), as: UTF8.self).split(separator: ",")
            rows[number] = films.count
            films.append(
                IMDbFilm(
                    id: String(decoding: row.field(0), as: UTF8.self), title: title,
                    originalTitle: original == title ? nil : original, year: row.integer(5), runtime: row.integer(7),
                    genres: GenreSet(genres.compactMap { Genre(rawValue: String($0)) }), score: score))
        }
        scores = [:]

        var people: Set<UInt32> = []
        try read(.crew) { row throws(IMDbImportError) in
            guard let number = IMDbRow.title(row.field(0)), let index = rows[number] else { return }
            films[index].directors = row.people(1)
            people.formUnion(films[index].directors)
        }
        try read(.principals) { row throws(IMDbImportError) in
            guard let number = IMDbRow.title(row.field(0)), let index = rows[number],
                row.field(3, is: "actor") || row.field(3, is: "actress") || row.field(3, is: "self"),
                let ordering = row.integer(1), let person = IMDbRow.person(row.field(2))
            else { return }
            films[index].bill(person, at: ordering, limit: Self.billedCastLimit)
        }
        for film in films { people.formUnion(film.cast.map(\.person)) }

        var names: [UInt32: String] = [:]
        names.reserveCapacity(people.count)
        try read(.names) { row throws(IMDbImportError) in
            guard let number = IMDbRow.person(row.field(0)), people.contains(number), let name = row.string(1) else {
                return
            }
            names[number] = name
        }
        people = []

        let language = options.language.map { Array($0.utf8) }
        let region = options.effectiveRegion.map { Array($0.utf8) }
        if language != nil || region != nil {
            try read(.akas) { row throws(IMDbImportError) in
                guard let number = IMDbRow.title(row.field(0)), let index = rows[number],
                    (language.map { row.field(4).elementsEqual($0) } ?? false)
                        || (region.map { row.field(3).elementsEqual($0) } ?? false),
                    let title = row.string(2)
                else { return }
                films[index].alternateTitles.append(title)
            }
        }
        return Self.merge(films, into: bundled, names: names)
    }

    /// Every dataset's compressed size, for the overall share read; each required file is checked to be there
    /// before the first is read, so a missing one fails at once, not minutes in.
    private func datasetSizes() throws(IMDbImportError) -> [IMDbDataset: Int] {
        var sizes: [IMDbDataset: Int] = [:]
        for dataset in IMDbDataset.allCases {
            var status = stat()
            let path = (folder as NSString).appendingPathComponent(dataset.rawValue)
            guard stat(path, &status) == 0 else {
                if dataset.isOptional && errno == ENOENT { continue }
                let code = errno
                throw IMDbImportError(
                    code == ENOENT ? .missing : .unreadable(String(cString: strerror(code))), file: dataset.rawValue)
            }
            sizes[dataset] = Int(status.st_size)
        }
        return sizes
    }

    /// The bundled films with IMDb's facts filled in, then IMDb's films the bundled catalog lacks.
    static func merge(
        _ films: [IMDbFilm], into bundled: [Movie], names: [UInt32: String]
    ) -> (movies: [Movie], added: Int, filled: Int) {
        var movies = bundled
        var positions: [UInt32: Int] = [:]
        for (position, movie) in bundled.enumerated() {
            var id = movie.id.rawValue
            if let number = id.withUTF8({ IMDbRow.title($0) }) { positions[number] = position }
        }
        var added = 0
        var filled = 0
        for film in films {
            let directors = film.directors.compactMap { names[$0] }
            let cast = film.cast.sorted { $0.ordering < $1.ordering }.compactMap { names[$0.person] }
            var id = film.id
            if let number = id.withUTF8({ IMDbRow.title($0) }), let position = positions[number] {
                var movie = movies[position]
                if movie.runtimeMinutes == nil { movie.runtimeMinutes = film.runtime }
                if movie.year == nil { movie.year = film.year }
                if movie.directors.isEmpty { movie.directors = directors }
                if movie.genres.isEmpty { movie.genres = film.genres }
                if !cast.isEmpty { (movie.cast, movie.isCastBilled) = (cast, true) }
                movie.imdb = film.score
                movie.alternateTitles = merged(movie.alternateTitles, film.alternateTitles, besides: movie.title)
                movies[position] = movie
                filled += 1
            } else {
                movies.append(
                    Movie(
                        id: MovieID(film.id), title: film.title, year: film.year, runtimeMinutes: film.runtime,
                        genres: film.genres, directors: directors, cast: cast,
                        alternateTitles: merged(
                            [], [film.originalTitle].compactMap { $0 } + film.alternateTitles,
                            besides: film.title),
                        imdb: film.score, isCastBilled: !cast.isEmpty))
                added += 1
            }
        }
        return (movies, added, filled)
    }

    /// Titles added to a list, each once, none equal to the film's own title.
    private static func merged(_ titles: [String], _ more: [String], besides title: String) -> [String] {
        var result = titles
        var seen = Set(titles)
        seen.insert(title)
        for candidate in more where seen.insert(candidate).inserted { result.append(candidate) }
        return result
    }
}
