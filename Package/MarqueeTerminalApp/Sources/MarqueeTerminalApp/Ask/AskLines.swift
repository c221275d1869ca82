import MarqueeDomain
import MarqueePresentation
import MarqueeWords
import TerminalKit

/// The words of Ask, shared by the full screen and the accessible mode.
struct AskLines {
    let texts: ScreenTexts

    /// `Ask: 90s heist films▏`, with the caret while typing goes into the field.
    func field(_ state: AppState) -> TextLine {
        let caret = texts.caret(state.isEditingQuestion)
        return TextLine(spans: [
            .init(text: texts.l10n(.tuiAskLabel) + " ", emphasis: .strong),
            .init(text: state.ask.question + caret, emphasis: state.isEditingQuestion ? .selected : .plain),
        ])
    }

    /// Above the picks: how to ask, before anything was asked; then what was asked and who answers.
    func header(_ state: AppState) -> [TextLine] {
        let (l10n, ask) = (texts.l10n, state.ask)
        guard let asked = ask.asked else {
            let source = ask.modelName.map { l10n(.tuiAskModelHint, $0) } ?? l10n(.tuiAskOfflineHint)
            return [
                TextLine(l10n(.tuiAskHint)), TextLine(l10n(.tuiAskFollowUpHint), .dim), TextLine(source, .dim),
            ]
        }
        switch ask.answer.value {
        case .model(let name, _):
            return [TextLine(l10n(.askHeadingOnline, asked, name), .strong)]
        case .offline(let request, _, let failure):
            let note = failure.map { l10n(.askFellBack, AskFailureText(l10n: l10n).shortReason($0)) }
            return (note.map { [TextLine($0, .dim)] } ?? [])
                + [TextLine(l10n(.askHeadingOffline, request), .strong)]
        case nil:
            let heading = ask.modelName.map { l10n(.askHeadingOnline, asked, $0) } ?? asked
            return [TextLine(heading, .strong)]
        }
    }

    /// What the picks area says while nothing has arrived yet.
    func waiting(_ state: AppState) -> String {
        state.ask.modelName.map { texts.l10n(.tuiAskWaiting, $0) } ?? texts.l10n(.tuiAskWaitingOffline)
    }

    /// The numbered picks, one row per line at `width`, and the row of the pick under the cursor.
    func cards(_ state: AppState, width: Int) -> (rows: [TextLine], cursorRow: Int?) {
        let selected = state.isEditingQuestion ? nil : state.askCursor
        var rows: [TextLine] = []
        var cursorRow: Int?
        func add(_ card: [TextLine], at index: Int) {
            if index == selected { cursorRow = rows.count }
            rows += card
        }
        switch state.ask.answer.value {
        case .offline(_, let answer, _):
            for (index, pick) in answer.recommendations.enumerated() {
                add(offlineCard(pick, number: index + 1, selected: index == selected), at: index)
            }
        case .model(_, let answer):
            for (index, pick) in answer.picks.enumerated() {
                add(modelCard(pick, number: index + 1, selected: index == selected, width: width), at: index)
            }
        case nil:
            for (index, pick) in state.ask.streamed.enumerated() {
                add(modelCard(pick, number: index + 1, selected: index == selected, width: width), at: index)
            }
        }
        return (rows, cursorRow)
    }

    /// After the picks: more are coming, nothing fit, picks that could not be read, a reply cut off.
    func notes(_ state: AppState) -> [TextLine] {
        let l10n = texts.l10n
        switch state.ask.answer {
        case .loading:
            return [TextLine(l10n(.tuiAskStreaming), .dim)]
        case .loaded(.offline(_, let answer, _)):
            return answer.recommendations.isEmpty ? [TextLine(l10n(.askEmpty))] : []
        case .loaded(.model(_, let answer)):
            var lines: [TextLine] = []
            if answer.picks.isEmpty && answer.unreadable == 0 { lines.append(TextLine(l10n(.askEmpty))) }
            if answer.unreadable > 0 {
                lines.append(TextLine(l10n.plural(.askUnreadable, answer.unreadable, answer.total), .dim))
            }
            if answer.wasCut { lines.append(TextLine(l10n(.askCut), .dim)) }
            return lines
        case .idle, .failed:
            return []
        }
    }

    /// An offline pick: the film's row and the reasons it fits the request.
    private func offlineCard(_ pick: Recommendation, number: Int, selected: Bool) -> [TextLine] {
        let l10n = texts.l10n
        let prefix = texts.marker(selected) + "\(number). "
        var lines = [SavedText.filmRow(pick.movie, selected: selected, l10n: l10n, prefix: prefix)]
        let chips = ReasonText(l10n: l10n, film: pick.movie).chips(pick.reasons)
        if !chips.isEmpty {
            lines.append(TextLine("     " + chips.map { "[" + $0 + "]" }.joined(separator: " "), .chip))
        }
        return lines
    }

    /// A model's pick: the catalog's facts when the catalog has the film, else only the model's words.
    private func modelCard(_ grounded: GroundedPick, number: Int, selected: Bool, width: Int) -> [TextLine] {
        let l10n = texts.l10n
        let prefix = texts.marker(selected) + "\(number). "
        let first: TextLine
        if let movie = grounded.movie {
            first = SavedText.filmRow(movie, selected: selected, l10n: l10n, prefix: prefix)
        } else {
            let title = grounded.pick.year.map { "\(grounded.pick.title) (\($0))" } ?? grounded.pick.title
            first = TextLine(spans: [
                .init(text: prefix + title, emphasis: selected ? .selected : .strong),
                .init(text: "  [" + l10n(.askNotInCatalog) + "]", emphasis: .dim),
            ])
        }
        let indent = "     "
        let says = DisplayWidth.wrap(l10n(.askModelSays, grounded.pick.reason), width: max(width - indent.count, 10))
        return [first] + says.map { TextLine(indent + $0) }
    }
}
