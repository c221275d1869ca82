import Foundation
import MarqueeDomain
import MarqueePresentation
import MarqueeWords

/// A `marquee://` link, as `marquee open` accepts them.
enum DeepLink: Equatable {
    /// `marquee://movie/<id>`: a film by catalog id, store id or exact title.
    case movie(String, country: String)
    /// `marquee://search?q=<words>`.
    case search(String, country: String)
    /// `marquee://discover[?genre=<genre>]`.
    case discover(ChartGenre?, country: String)
    /// `marquee://ask?q=<request>`: a plain-English request, as `marquee ask` answers it.
    case ask(String)
    /// `marquee://recommend?year=…&duration=…&type=…&rating=…[&milder=1]`: the form, as `marquee recommend` takes it.
    case recommend(RecommendationFormInput)
    /// `marquee://together?with=<name>[,<name>…]`: picks with people saved by name, as `marquee together` makes them.
    case together([String])

    /// Reads a link.
    /// - Parameters:
    ///   - text: the link as given.
    ///   - l10n: the language of error messages.
    /// - Returns: the link.
    /// - Throws: ``UsageError`` naming what is wrong and which links exist.
    static func parse(_ text: String, l10n: Localizer) throws(UsageError) -> DeepLink {
        let shown = text
        let malformed = UsageError(l10n(.usageBadLink, shown), command: "open")
        guard let components = URLComponents(string: text), components.scheme?.lowercased() == "marquee",
            let host = components.host?.lowercased(), !host.isEmpty
        else { throw malformed }
        // Foundation re-escapes a broken escape such as `%ZZ` into literal text; searching for it would hide the typo,
        // so the link is checked as typed.
        if let broken = brokenEscape(in: text) {
            throw UsageError(l10n(.usageLinkBadEscape, shown, broken), command: "open")
        }
        let query = Dictionary(
            (components.queryItems ?? []).map { ($0.name.lowercased(), $0.value ?? "") }, uniquingKeysWith: { $1 })
        let country = try CountryArgument.validated(query["country"], option: "country", l10n: l10n, command: "open")
        let path = components.path.split(separator: "/").map(String.init)
        switch host {
        case "movie":
            guard path.count == 1, let id = path.first, !id.isEmpty else { throw malformed }
            return .movie(id, country: country)
        case "search":
            guard path.isEmpty, let words = query["q"] else { throw malformed }
            guard SearchMoviesUseCase.isSearchable(words) else {
                throw UsageError(l10n(.usageQueryTooShort, shown, words), command: "open")
            }
            return .search(words, country: country)
        case "discover":
            guard path.isEmpty else { throw malformed }
            let genre = try ChartGenreArgument.parse(query["genre"], option: "genre", l10n: l10n, command: "open")
            return .discover(genre, country: country)
        case "ask":
            // A blank request is refused by `AskCommand` itself, which `open` hands the link to.
            guard path.isEmpty, let request = query["q"] else { throw malformed }
            return .ask(request)
        case "recommend":
            // The form's values are checked by `RecommendCommand` itself, which `open` hands the link to.
            guard path.isEmpty else { throw malformed }
            return .recommend(form(query))
        case "together":
            // Only saved names: a link from elsewhere must not make Marquee read a path of its choosing.
            let names = query["with"]?.split(separator: ",").map(String.init) ?? []
            guard path.isEmpty, !names.isEmpty, names.count <= 20 else { throw malformed }
            if let bad = names.first(where: { !GroupMember.isValidName($0) }) {
                throw UsageError(l10n(.usageTogetherName, bad), command: "open")
            }
            return .together(names)
        default:
            throw UsageError(l10n(.usageUnknownLink, host, shown), command: "open")
        }
    }

    /// The form a `recommend` link carries, as typed.
    private static func form(_ query: [String: String]) -> RecommendationFormInput {
        let milder = query["milder"].map { ["1", "true", "yes"].contains($0.lowercased()) } ?? false
        return RecommendationFormInput(
            year: query["year"] ?? "", duration: query["duration"] ?? "", type: query["type"] ?? "",
            rating: query["rating"] ?? "", includesMilder: milder)
    }

    /// The first `%` in a link that is not followed by two hex digits, with what follows it.
    static func brokenEscape(in encoded: String) -> String? {
        let scalars = Array(encoded.unicodeScalars)
        for index in scalars.indices where scalars[index] == "%" {
            let following = scalars[(index + 1)..<min(index + 3, scalars.count)]
            if following.count < 2 || !following.allSatisfy(\.properties.isASCIIHexDigit) {
                return "%" + String(String.UnicodeScalarView(following))
            }
        }
        return nil
    }
}
