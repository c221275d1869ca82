import MarqueeDomain
import MarqueeWords

/// Reads a chart genre from loose user input (`sci-fi`, `kids`, `Action & Adventure`), or says which exist.
///
/// The spellings are words a user types at the command line, so they live with the argument that reads them,
/// not in Domain's `ChartGenre`.
enum ChartGenreArgument {
    static let accepted = "action, comedy, drama, horror, kids, sci-fi, thriller"

    static func parse(_ text: String?, option: String, l10n: Localizer, command: String?) throws(UsageError)
        -> ChartGenre?
    {
        guard let text else { return nil }
        guard let genre = genre(named: text) else {
            throw UsageError(l10n(.usageUnknownChartGenre, option, text, accepted), command: command)
        }
        return genre
    }

    /// Finds a chart genre from loose user input: `sci-fi`, `Sci-Fi & Fantasy`, `kids`, `action`, `THRILLER`.
    static func genre(named text: String) -> ChartGenre? {
        let key = String(text.lowercased().filter { $0.isLetter })
        guard !key.isEmpty else { return nil }
        return ChartGenre.allCases.first { genre in looseNames(of: genre).contains(key) }
    }

    /// Every spelling ``genre(named:)`` accepts, letters only and lower-cased.
    private static func looseNames(of genre: ChartGenre) -> Set<String> {
        switch genre {
        case .actionAndAdventure: ["actionandadventure", "actionadventure", "action", "adventure"]
        case .comedy: ["comedy", "comedies"]
        case .drama: ["drama", "dramas"]
        case .horror: ["horror"]
        case .kidsAndFamily: ["kidsandfamily", "kidsfamily", "kids", "family", "children"]
        case .sciFiAndFantasy: ["scifiandfantasy", "scififantasy", "scifi", "sciencefiction", "fantasy"]
        case .thriller: ["thriller", "thrillers"]
        }
    }
}
