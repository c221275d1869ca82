import MarqueeDomain
import MarqueeWords

/// Reads a chart genre from loose user input (`sci-fi`, `kids`, `Action & Adventure`), or says which exist.
enum ChartGenreArgument {
    static let accepted = "action, comedy, drama, horror, kids, sci-fi, thriller"

    static func parse(_ text: String?, option: String, l10n: Localizer, command: String?) throws(UsageError)
        -> ChartGenre?
    {
        guard let text else { return nil }
        guard let genre = ChartGenre.parse(text) else {
            throw UsageError(l10n(.usageUnknownChartGenre, option, text, accepted), command: command)
        }
        return genre
    }
}
