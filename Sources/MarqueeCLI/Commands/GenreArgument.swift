import Foundation
import MarqueeDomain

/// Reads genre names from the command line, or says which names exist.
enum GenreArgument {
    static var accepted: String { Genre.allCases.map(\.rawValue).joined(separator: ", ") }

    static func parse(_ text: String?, option: String, command: String) throws(UsageError) -> Genre? {
        guard let text else { return nil }
        guard let genre = Genre.parse(text) else {
            throw UsageError(
                "\(option) does not know the genre '\(text)'. Accepted genres: \(accepted).", command: command)
        }
        return genre
    }

    static func parseList(_ text: String, option: String, command: String) throws(UsageError) -> GenreSet {
        var genres = GenreSet()
        for item in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
            guard let genre = try parse(item, option: option, command: command) else { continue }
            genres.insert(genre)
        }
        guard !genres.isEmpty else {
            throw UsageError("\(option) needs at least one genre. Accepted genres: \(accepted).", command: command)
        }
        return genres
    }
}
