import MarqueeDomain
import MarqueeWords

/// The words of the saved shelf: one row per film, the one under the cursor marked with `›` and reverse video.
struct SavedText {
    let l10n: Localizer

    func rows(_ shelf: [SavedMovie], cursor: Int) -> [TextLine] {
        shelf.enumerated().map { index, entry in
            guard let movie = entry.movie else {
                return TextLine(
                    Self.marker(index == cursor) + l10n(.savedGone, entry.id.rawValue),
                    index == cursor ? .selected : .dim)
            }
            return Self.filmRow(movie, selected: index == cursor, l10n: l10n)
        }
    }

    /// `› The Matrix (1999)  2h 16m · R · Action, Sci-Fi`: a film in a list, under the cursor or not.
    static func filmRow(
        _ movie: Movie, selected: Bool, l10n: Localizer, label: String? = nil, prefix: String? = nil
    ) -> TextLine {
        var facts = MovieText(l10n: l10n).facts(movie)
        if let label { facts += (facts.isEmpty ? "" : " · ") + label }
        return TextLine(spans: [
            .init(
                text: (prefix ?? marker(selected)) + MovieText.titleAndYear(movie),
                emphasis: selected ? .selected : .strong),
            .init(text: facts.isEmpty ? "" : "  " + facts, emphasis: .dim),
        ])
    }

    /// `› ` under the cursor, so the row reads as selected without colour or reverse video.
    static func marker(_ selected: Bool) -> String { selected ? "› " : "  " }
}
