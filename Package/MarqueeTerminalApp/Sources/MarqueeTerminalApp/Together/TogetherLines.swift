import MarqueeDomain
import MarqueePresentation
import MarqueeWords
import TerminalKit

/// The words of the Together screen, shared by the full screen and the accessible mode.
struct TogetherLines {
    let texts: ScreenTexts

    /// `Add a person: ana.csv▏`, with the caret while typing goes into the field.
    func field(_ state: AppState) -> TextLine {
        let caret = texts.caret(state.isEditingMember)
        return TextLine(spans: [
            .init(text: texts.l10n(.tuiTogetherPrompt), emphasis: .strong),
            .init(text: state.memberField + caret, emphasis: state.isEditingMember ? .selected : .plain),
        ])
    }

    /// Above the list: how to add a person while nobody is in the group; then who is being read, and whether
    /// tastes diverge.
    func header(_ state: AppState) -> [TextLine] {
        let l10n = texts.l10n
        var lines = state.together.adding.map { TextLine(l10n(.tuiTogetherReading, $0), .dim) }
        if state.together.members.isEmpty, state.together.adding.isEmpty {
            lines.append(TextLine(l10n(.tuiTogetherHint), .dim))
        }
        if state.together.picks.value?.tastesDiverge == true { lines.append(TextLine(l10n(.togetherDiverge))) }
        return lines
    }

    /// The members, then the numbered picks with each person's reasons, one row per line, and the row under the
    /// cursor.
    func rows(_ state: AppState) -> (rows: [TextLine], cursorRow: Int?) {
        let l10n = texts.l10n
        let words = TogetherText(console: ScreenTexts.silentConsole, l10n: l10n)
        let selected = state.isEditingMember ? nil : state.togetherCursor
        var rows: [TextLine] = []
        var cursorRow: Int?
        if !state.together.members.isEmpty { rows.append(TextLine(l10n(.tuiTogetherMembers), .strong)) }
        for (index, member) in state.together.members.enumerated() {
            if index == selected { cursorRow = rows.count }
            rows.append(TextLine("  " + member.name, index == selected ? .selected : .plain))
        }
        guard let picks = state.together.picks.value else { return (rows, cursorRow) }
        rows.append(.blank)
        rows.append(TextLine(words.heading(picks.members), .strong))
        if picks.picks.isEmpty { rows.append(TextLine(l10n(.togetherEmpty))) }
        for (offset, pick) in picks.picks.enumerated() {
            let index = state.together.members.count + offset
            if index == selected { cursorRow = rows.count }
            let marks = marks(state.together.reactions[pick.id] ?? [])
            let title = "\(offset + 1). " + MovieText.titleAndYear(pick.movie) + marks
            rows.append(TextLine(title, index == selected ? .selected : .strong))
            rows += words.fits(pick).map { TextLine("   " + $0, .dim) }
        }
        return (rows, cursorRow)
    }

    private func marks(_ reactions: Set<Reaction>) -> String {
        var marks: [String] = []
        if reactions.contains(.like) { marks.append(texts.l10n(.feedMarkLiked)) }
        if reactions.contains(.save) { marks.append(texts.l10n(.feedMarkSaved)) }
        return marks.isEmpty ? "" : "  [" + marks.joined(separator: ", ") + "]"
    }
}
