import MarqueeDomain
import MarqueePresentation
import MarqueeWords
import TerminalKit

/// The form: four fields, "or milder" and the button, each field's problem under it, then the picks.
struct RecommendView {
    let texts: ScreenTexts
    let border: BoxBorder

    func draw(_ state: AppState, in area: Rect, into canvas: inout Canvas) {
        let lines = RecommendLines(texts: texts)
        let form = lines.form(state)
        let width = area.width - 4
        let height = form.reduce(0) { $0 + Canvas.rows(of: $1, width: width).count }
        let formArea = Rect(row: area.row + 1, column: area.column + 2, height: height, width: width)
        canvas.draw(form, in: formArea)
        let answer = Rect(
            row: formArea.bottom + 1, column: area.column + 1, height: area.bottom - formArea.bottom - 1,
            width: area.width - 2)
        guard answer.height >= 3 else { return }
        var title = texts.l10n(.tuiRecommendPicks)
        if state.recommend.isRefreshing { title += " · " + texts.l10n(.tuiRefreshing) }
        canvas.box(
            row: answer.row, column: answer.column, height: answer.height, width: answer.width, border: border,
            title: title)
        let inside = answer.inset(by: 1).shifted(columns: 1)
        if state.recommend.answer.isLoading {
            Skeleton.draw(in: inside, label: lines.waiting(state), into: &canvas)
        } else {
            canvas.draw(lines.answer(state), in: inside)
        }
    }
}

/// The words of the form, shared by the full screen and the accessible mode.
struct RecommendLines {
    let texts: ScreenTexts

    /// The fields with their problems, "or milder", the button, and a hint for the row under the cursor.
    func form(_ state: AppState) -> [TextLine] {
        let l10n = texts.l10n
        let errors = FormErrorText(
            l10n: l10n, parser: RecommendationFormParser(currentYear: RecommendationFormParser.thisYear))
        let width = FormField.allCases.map { DisplayWidth.of(l10n(.formLabel($0))) }.max() ?? 0
        var lines: [TextLine] = []
        for (row, field) in FormField.allCases.enumerated() {
            let selected = state.formCursor == row
            let caret = texts.caret(selected)
            lines.append(
                TextLine(spans: [
                    .init(
                        text: texts.marker(selected)
                            + DisplayWidth.pad(l10n(.formLabel(field)), toWidth: width + 2),
                        emphasis: .strong),
                    .init(
                        text: "[" + state.recommend.input[field] + caret + "]", emphasis: selected ? .selected : .plain),
                ]))
            if let error = state.recommend.fieldErrors[field] {
                lines.append(TextLine("    ! " + errors.text(error), .warning))
            }
        }
        let milder = state.recommend.input.includesMilder ? "[x] " : "[ ] "
        let milderSelected = state.formCursor == AppState.milderRow
        lines.append(
            TextLine(
                texts.marker(milderSelected) + milder + l10n(.tuiFormMilder), milderSelected ? .selected : .plain
            ))
        let buttonSelected = state.formCursor == AppState.formRows - 1
        lines.append(
            TextLine(
                texts.marker(buttonSelected) + "[ " + l10n(.tuiFormSubmit) + " ]",
                buttonSelected ? .selected : .strong))
        lines.append(TextLine(hint(state), .dim))
        return lines
    }

    /// What the row under the cursor accepts, or what Enter does.
    func hint(_ state: AppState) -> String {
        let l10n = texts.l10n
        if let field = state.formField { return l10n(.formHelp(field)) }
        return l10n(state.formCursor == AppState.milderRow ? .tuiFormMilderHint : .tuiFormSubmitHint)
    }

    /// What the picks area says while a request runs.
    func waiting(_ state: AppState) -> String {
        let l10n = texts.l10n
        guard state.recommend.progress == .wakingUp else { return l10n(.tuiRecommendAsking) }
        return l10n(.recommendProgressWakingUp, texts.recommenderAddress ?? "")
    }

    /// The answer: what was asked, who answered, what was loosened, the picks with their reasons, and any notes.
    func answer(_ state: AppState) -> [TextLine] {
        let l10n = texts.l10n
        guard let answer = state.recommend.answer.value else { return [TextLine(l10n(.tuiRecommendEmpty), .dim)] }
        let text = RecommendText(console: ScreenTexts.silentConsole, l10n: l10n, backend: texts.recommenderAddress)
        var lines = [TextLine(text.heading(answer.form), .strong), TextLine(text.source(answer.source), .dim)]
        if state.recommend.progress == .wakingUp { lines.append(TextLine(waiting(state), .dim)) }
        // What the local engine loosened comes before the picks, as `marquee recommend` says it, so no one reads
        // them as exactly what was asked.
        if let relaxation = answer.relaxation, !answer.picks.isEmpty {
            lines.append(TextLine(CoverageText(l10n: l10n).form(relaxation), .warning))
        }
        let reasons = ReasonText(l10n: l10n)
        for (number, pick) in state.recommend.visiblePicks.enumerated() {
            let movie = pick.recommendation.movie
            let label = pick.isInCatalog ? nil : l10n(.recommendNotInCatalog)
            lines.append(SavedText.filmRow(movie, selected: false, l10n: l10n, label: label, prefix: "\(number + 1). "))
            let chips = reasons.chips(pick.recommendation.reasons, limit: 2)
            if !chips.isEmpty {
                lines.append(TextLine("     " + chips.map { "[" + $0 + "]" }.joined(separator: " "), .chip))
            }
        }
        if let empty = answer.emptyReason { lines.append(TextLine(text.empty(empty, form: answer.form))) }
        if answer.discarded > 0 { lines.append(TextLine(l10n.plural(.recommendDiscarded, answer.discarded), .dim)) }
        return lines
    }
}
