import Foundation
import MarqueeDomain

/// A `marquee://` link, as `marquee open` accepts them.
enum DeepLink: Equatable {
    /// `marquee://movie/<id>`: a film by catalog id, store id or exact title.
    case movie(String, country: String)
    /// `marquee://search?q=<words>`.
    case search(String, country: String)
    /// `marquee://discover[?genre=<genre>]`.
    case discover(ChartGenre?, country: String)

    /// Reads a link.
    /// - Parameters:
    ///   - text: the link as given.
    ///   - l10n: the language of error messages.
    /// - Returns: the link.
    /// - Throws: ``UsageError`` naming what is wrong and which links exist.
    static func parse(_ text: String, l10n: Localizer) throws(UsageError) -> DeepLink {
        let malformed = UsageError(l10n("usage.badLink", text), command: "open")
        guard let components = URLComponents(string: text), components.scheme?.lowercased() == "marquee",
            let host = components.host?.lowercased(), !host.isEmpty
        else { throw malformed }
        let query = Dictionary(
            (components.queryItems ?? []).map { ($0.name.lowercased(), $0.value ?? "") }, uniquingKeysWith: { $1 })
        let country = try CountryArgument.validated(query["country"], option: "country", l10n: l10n, command: "open")
        let path = components.path.split(separator: "/").map(String.init)
        switch host {
        case "movie":
            guard path.count == 1, let id = path.first, !id.isEmpty else { throw malformed }
            return .movie(id, country: country)
        case "search":
            guard path.isEmpty, let words = query["q"], SearchMoviesUseCase.isSearchable(words) else { throw malformed }
            return .search(words, country: country)
        case "discover":
            guard path.isEmpty else { throw malformed }
            let genre = try ChartGenreArgument.parse(query["genre"], option: "genre", l10n: l10n, command: "open")
            return .discover(genre, country: country)
        default:
            throw UsageError(l10n("usage.unknownLink", host, text), command: "open")
        }
    }
}
