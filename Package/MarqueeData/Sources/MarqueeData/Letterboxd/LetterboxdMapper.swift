import Foundation
import MarqueeDomain

/// Maps between Letterboxd's CSV rows and the Domain's shelf rows; the one place that knows both.
enum LetterboxdMapper {
    /// The columns Marquee exports, in order: the import format's, minus what Marquee cannot know.
    static let exportHeader = ["imdbID", "Title", "Year", "Directors", "Rating", "WatchedDate", "Tags"]

    /// A Domain row as CSV fields under `exportHeader`; rating and watch date stay empty, never invented.
    /// - Parameter row: the row.
    /// - Returns: the fields.
    static func fields(_ row: ShelfExportRow) -> [String] {
        var tags: [String] = []
        if row.reactions.contains(.like) { tags.append(ShelfImportRow.likedTag) }
        if row.reactions.contains(.save) { tags.append(ShelfImportRow.savedTag) }
        return [
            row.imdbID?.rawValue ?? "", row.title, row.year.map(String.init) ?? "",
            row.directors.joined(separator: ", "), "", "", tags.joined(separator: ", "),
        ]
    }

    /// A CSV row as a Domain row.
    ///
    /// A file is text from outside: every field passes through `UntrustedText` as one line before it is trimmed,
    /// so a title is reported and matched without the controls a terminal would obey.
    /// - Parameters:
    ///   - dto: the row as read.
    ///   - impliedReaction: what the whole file means, from `impliedReaction(header:fileName:)`.
    /// - Returns: the Domain row.
    static func row(_ dto: LetterboxdRowDTO, impliedReaction: Reaction?) -> ShelfImportRow {
        let trimmed = { (text: String?) in
            text.map(UntrustedText.singleLine)?.trimmingCharacters(in: .whitespaces) ?? ""
        }
        let imdb = trimmed(dto.imdbID)
        return ShelfImportRow(
            line: dto.line,
            title: trimmed(dto.title).isEmpty ? trimmed(dto.name) : trimmed(dto.title),
            year: Int(trimmed(dto.year)),
            imdbID: imdb.hasPrefix("tt") ? MovieID(imdb) : nil,
            tags: Set(trimmed(dto.tags).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }),
            ratingOutOfTen: ratingOutOfTen(rating10: trimmed(dto.rating10), rating: trimmed(dto.rating)),
            impliedReaction: impliedReaction
        )
    }

    /// What a file means as a whole, from its header and name.
    ///
    /// The import format (`Title`) and Letterboxd's ratings and diary exports (a `Rating` column) speak row by
    /// row. Letterboxd's `watchlist.csv` and `likes/films.csv` share one shape (`Date,Name,Year,Letterboxd URI`),
    /// so the name decides: a file whose own name has the word `like`, `likes` or `liked` (`likes.csv`,
    /// `liked-films.csv`) likes its films, and so does Letterboxd's `films.csv` straight inside a folder named
    /// `likes`; Letterboxd's `watched.csv` says only that its films were seen, so its rows have no reaction; any
    /// other such file saves them. Only whole words count, so `unlikely-picks.csv` saves, and only
    /// that one folder, so `dislikes/films.csv` saves.
    /// - Parameters:
    ///   - header: the normalised column names.
    ///   - fileName: the file's path or name, as the user gave it.
    /// - Returns: `.like`, `.save`, or `nil` when rows speak for themselves.
    static func impliedReaction(header: [String], fileName: String) -> Reaction? {
        guard !header.contains("title"), !header.contains("rating"), !header.contains("rating10") else { return nil }
        let components = fileName.lowercased().split(separator: "/")
        let name = components.last.map(String.init) ?? ""
        let words = name.split { !$0.isLetter }
        if words.contains("watched") { return nil }
        if words.contains(where: { ["like", "likes", "liked"].contains($0) }) { return .like }
        if name == "films.csv", components.dropLast().last == "likes" { return .like }
        return .save
    }

    /// `Int(exactly:)`, because `Double` reads `1e999`, `inf` and `nan` too, and `Int(_:)` traps on them (found by
    /// fuzzing); such a rating reads as no rating, like any other text that is not a number.
    private static func ratingOutOfTen(rating10: String, rating: String) -> Int? {
        if let ten = Double(rating10) { return Int(exactly: ten.rounded()) }
        if let five = Double(rating) { return Int(exactly: (five * 2).rounded()) }
        return nil
    }
}
