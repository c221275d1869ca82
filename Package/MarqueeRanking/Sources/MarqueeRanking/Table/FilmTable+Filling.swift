import MarqueeDomain

extension FilmTable {
    /// This table with fuller versions of some of its films laid over it: each row whose id one of `films` has
    /// takes that film's directors as its director links, and its details answer that film.
    ///
    /// What the iTunes Store filled in for a thin film (its directors) is one person's, kept beside a catalog that
    /// is read-only and shared, so it is laid over the table when ranking rather than written into it. The store's
    /// runtime and summary need nothing here: ranking reads neither. A name the table lacks is numbered past its
    /// last person, the same number for every film naming it.
    ///
    /// With no film the table holds, this is the table itself, untouched; otherwise it costs a lookup per film and
    /// name and one copy of the director links.
    /// - Parameter films: the fuller films, matched by id; ids the table lacks are left out.
    /// - Returns: the table with the films laid over it.
    public func filling(_ films: [Movie]) -> FilmTable {
        guard !films.isEmpty else { return self }
        var byRow: [Int: Movie] = [:]
        for film in films {
            guard let row = details.row(of: film.id), byRow[row] == nil else { continue }
            byRow[row] = film
        }
        guard !byRow.isEmpty else { return self }
        var next = details.personCount
        var added: [String: UInt32] = [:]
        var lists: [Int: [UInt32]] = [:]
        // Rows in order, so a new name's number never depends on a dictionary's order from run to run.
        for (row, film) in byRow.sorted(by: { $0.key < $1.key }) {
            lists[row] = film.directors.map { name in
                if let known = details.person(named: name) ?? added[name] { return known }
                // Only a name the table lacks needs its end; details that do not know it are measured once.
                let number = next ?? measurePeople()
                next = number + 1
                added[name] = UInt32(number)
                return UInt32(number)
            }
        }
        return FilmTable(
            count: count, genres: genres, years: years, languages: languages, criticScores: criticScores,
            reviewCounts: reviewCounts, tomatometers: tomatometers, metacritics: metacritics,
            audienceMeans: audienceMeans, audienceCounts: audienceCounts,
            directors: directors.replacing(lists), cast: cast,
            details: FilledFilmDetails(plain: details, films: byRow, added: added, people: next))
    }

    /// One past the largest person number any film's links use: a pass over the links, for details that do not
    /// count their people.
    private func measurePeople() -> Int {
        var largest = -1
        for links in [directors, cast] {
            links.targets.withUnsafeBufferPointer { targets in
                for target in targets { largest = max(largest, Int(target)) }
            }
        }
        return largest + 1
    }
}
