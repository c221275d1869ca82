import MarqueeDomain
import MarqueePresentation
import MarqueeWords
import TerminalKit

/// The genre picker: a grid of check boxes filled down each column, the cursor in reverse video.
struct PickerView {
    let l10n: Localizer

    func draw(_ state: AppState, in area: Rect, into canvas: inout Canvas) {
        let inside = area.inset(by: 1).shifted(columns: 1)
        let text = PickerText(l10n: l10n)
        canvas.draw(text.heading(state.onboarding), in: inside)
        let columns = 3
        let columnWidth = min(inside.width / columns, 26)
        let top = inside.row + 3
        for (index, genre) in state.onboarding.available.enumerated() {
            let row = top + index % KeyMap.pickerRows
            let column = inside.column + (index / KeyMap.pickerRows) * columnWidth
            guard row < inside.bottom else { continue }
            let line = text.genre(
                genre, picked: state.onboarding.selected.contains(genre), underCursor: index == state.genreCursor)
            canvas.draw([line], in: Rect(row: row, column: column, height: 1, width: columnWidth - 1))
        }
        let statusRow = top + KeyMap.pickerRows + 1
        canvas.draw(
            text.status(state.onboarding),
            in: Rect(row: statusRow, column: inside.column, height: inside.bottom - statusRow, width: inside.width))
    }
}

/// The words of the genre picker, shared by the full screen and the accessible mode.
struct PickerText {
    let l10n: Localizer

    /// The title and what to do.
    func heading(_ state: OnboardingState) -> [TextLine] {
        [TextLine(l10n(.tuiPickerTitle), .strong), TextLine(l10n(.tuiPickerHint), .dim)]
    }

    /// `[x] Sci-Fi`, marked `›` and in reverse video under the cursor.
    func genre(_ genre: Genre, picked: Bool, underCursor: Bool) -> TextLine {
        let text = (underCursor ? "›" : " ") + (picked ? "[x] " : "[ ] ") + l10n.genre(genre)
        return TextLine(text, underCursor ? .selected : (picked ? .strong : .plain))
    }

    /// What is picked, and whether a genre is missing or the choice is being saved.
    func status(_ state: OnboardingState) -> [TextLine] {
        var lines = [
            TextLine(
                state.selected.isEmpty
                    ? l10n(.tuiPickerNonePicked) : l10n(.tuiPickerPicked, state.selected.description))
        ]
        if state.needsAGenre { lines.append(TextLine(l10n(.tuiPickerNeedsAGenre), .warning)) }
        if state.saving.isLoading { lines.append(TextLine(l10n(.tuiPickerSaving), .dim)) }
        return lines
    }
}
