import Foundation
import MarqueeDomain

/// Reads genre names from the command line, or says which names exist.
enum GenreArgument {
    static var accepted: String { Genre.allCases.map(\.rawValue).joined(separator: ", ") }

    static func parse(_ text: String?, option: String, in arguments: ParsedArguments) throws(UsageError) -> Genre? {
        guard let text else { return nil }
        guard let genre = Genre.parse(text) else {
            throw UsageError(arguments.l10n(.usageUnknownGenre, option, text, accepted), command: arguments.command)
        }
        return genre
    }

    static func parseList(_ text: String, option: String, in arguments: ParsedArguments) throws(UsageError) -> GenreSet
    {
        var genres = GenreSet()
        for item in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
            guard let genre = try parse(item, option: option, in: arguments) else { continue }
            genres.insert(genre)
        }
        guard !genres.isEmpty else {
            throw UsageError(arguments.l10n(.usageNeedsGenre, option, accepted), command: arguments.command)
        }
        return genres
    }
}
