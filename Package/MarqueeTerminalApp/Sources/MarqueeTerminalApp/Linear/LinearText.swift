import Foundation
import MarqueeDomain
import MarqueePresentation
import MarqueeWords

/// The accessible mode's words for a state: plain lines, no boxes, no cursor movement.
///
/// A screen is its body, printed when it changes, and its focus (the item under a list's cursor), printed alone
/// when only the focus moved, so walking a list does not print the list again.
struct LinearText {
    let texts: ScreenTexts

    /// Creates the linear words over the screen's, without the glyphs a screen reader would read aloud.
    init(texts: ScreenTexts) {
        var texts = texts
        texts.isLinear = true
        self.texts = texts
    }

    /// The current screen's text, top to bottom, without the item under the cursor.
    func body(_ state: AppState) -> [String] {
        let name = texts.l10n(.screen(state.screen))
        let lines = content(state).map { Self.spoken($0.plainText) }
        return [texts.l10n(.tuiLinearScreen, name)] + lines.filter { !$0.isEmpty }
    }

    /// The item under a list's cursor, or `nil` on screens without one.
    func focus(_ state: AppState) -> String? {
        let l10n = texts.l10n
        let movie: Movie?
        switch state.screen {
        case .discover: movie = state.selectedDiscoverFilm
        case .search where !state.isEditingQuery: movie = state.selectedSearchResult?.movie
        case .saved: movie = state.selectedSavedEntry?.movie
        case .ask where !state.isEditingQuestion: movie = state.selectedAskMovie
        default: return nil
        }
        return movie.map {
            l10n(
                .tuiLinearFocus,
                Self.spoken(SavedText.filmRow($0, selected: false, l10n: l10n).plainText))
        }
    }

    /// A line as a screen reader should hear it: the dots between facts become commas, which it pauses at
    /// rather than reading "middle dot" aloud, and the margins go.
    static func spoken(_ line: String) -> String {
        line.replacing(" · ", with: ", ").trimmingCharacters(in: .whitespaces)
    }

    /// The banner, if one is up: what happened, then the keys that deal with it.
    func banner(_ state: AppState) -> [String] {
        let text = BannerText(
            l10n: texts.l10n, recommenderAddress: texts.recommenderAddress, modelSettingsPath: texts.modelSettingsPath)
        return state.banner.map { text.lines($0) } ?? []
    }

    /// The help overlay's lines.
    func help(_ state: AppState) -> [String] {
        KeyGuide(l10n: texts.l10n).helpLines(for: state).map(\.plainText)
    }

    /// The prompt for the next action: what to type, or the screen's keys, then help and quit.
    func prompt(_ state: AppState) -> String {
        let l10n = texts.l10n
        switch state.screen {
        case .onboarding: return l10n(.tuiLinearPickerPrompt)
        case .search where state.isEditingQuery: return l10n(.tuiLinearSearchPrompt)
        case .ask where state.isEditingQuestion: return l10n(.tuiLinearAskPrompt)
        case .together where state.isEditingMember: return l10n(.tuiTogetherHint)
        case .recommend:
            if let field = state.formField {
                return l10n(
                    .tuiLinearFieldPrompt, l10n(.formLabel(field)),
                    l10n(.formHelp(field)))
            }
        default: break
        }
        let entries = KeyGuide.screenEntries(for: state) + KeyGuide.closingEntries(for: state)
        let guide = KeyGuide(l10n: l10n)
        let keys = entries.map { entry in
            let first = entry.keys.split(separator: " ").first.map(String.init) ?? entry.keys
            return guide.keyNames(KeyGuide.Entry(keys: first, action: entry.action)) + " " + l10n(entry.action)
        }
        return l10n(.tuiLinearPrompt, keys.joined(separator: ", "))
    }

    /// What the line mode expects on this screen.
    func mode(_ state: AppState) -> LinearInput.Mode {
        if state.screen == .onboarding { return .genres }
        return state.isTyping ? .text : .keys
    }

    private func content(_ state: AppState) -> [TextLine] {
        let l10n = texts.l10n
        switch state.screen {
        case .feed: return feed(state)
        case .discover:
            guard let catalog = state.discover.catalog.value else {
                return [
                    placeholder(
                        state.discover.catalog.display, unavailable: .tuiDiscoverUnavailable,
                        loading: .tuiDiscoverLoading)
                ]
            }
            let lines = DiscoverLines(texts: texts)
            return lines.header(catalog, country: state.discover.country) + lines.rows(catalog, cursor: -1).rows
                + detail(state)
        case .search:
            let lines = SearchLines(texts: texts)
            return [lines.field(state)] + lines.status(state) + rows(state, cursor: -1) + detail(state)
        case .saved:
            guard let shelf = state.saved.shelf.value else {
                return [
                    placeholder(state.saved.shelf.display, unavailable: .tuiSavedUnavailable, loading: .tuiSavedLoading)
                ]
            }
            guard !shelf.isEmpty else { return [TextLine(l10n(.tuiSavedEmpty))] }
            return [TextLine(l10n(.tuiSavedTitle, shelf.count))] + SavedText(l10n: l10n).rows(shelf, cursor: -1)
                + detail(state)
        case .recommend:
            let lines = RecommendLines(texts: texts)
            let answer = state.recommend.answer.isLoading ? [TextLine(lines.waiting(state))] : lines.answer(state)
            return lines.form(state).dropLast() + answer
        case .ask:
            let lines = AskLines(texts: texts)
            let waiting = state.ask.answer.isLoading && state.ask.streamed.isEmpty
            let picks = waiting ? [TextLine(lines.waiting(state))] : lines.cards(state, width: .max / 2).rows
            return [lines.field(state)] + lines.header(state) + picks + lines.notes(state) + detail(state)
        case .onboarding:
            let genres = state.onboarding.available.map(l10n.genre).joined(separator: ", ")
            return [TextLine(l10n(.tuiPickerTitle)), TextLine(l10n(.tuiLinearGenres, genres))]
                + PickerText(l10n: l10n).status(state.onboarding)
        case .preferences:
            return PreferencesText(l10n: l10n).lines(state.preferences)
        case .together:
            let lines = TogetherLines(texts: texts)
            return [lines.field(state)] + lines.header(state) + lines.rows(state).rows + detail(state)
        }
    }

    private func feed(_ state: AppState) -> [TextLine] {
        let l10n = texts.l10n
        guard let cards = state.feed.cards.value else {
            return [placeholder(state.feed.cards.display, unavailable: .tuiFeedUnavailable, loading: .tuiFeedLoading)]
        }
        guard let card = state.feed.currentCard else { return [TextLine(l10n(.tuiFeedEmpty))] }
        let position = TextLine(l10n(.tuiLinearPosition, state.feed.position + 1, cards.count))
        guard state.feed.isShowingInfo else { return [position] + FilmText(l10n: l10n, isLinear: true).card(card) }
        let movie = card.recommendation.movie
        return [position]
            + DetailText(texts: texts).lines(
                state.detail, known: movie, reactions: card.reactions, reasons: card.recommendation.reasons)
    }

    private func rows(_ state: AppState, cursor: Int) -> [TextLine] {
        var unselected = state
        unselected.isEditingQuery = true
        return SearchLines(texts: texts).rows(unselected)
    }

    private func detail(_ state: AppState) -> [TextLine] {
        guard let detail = state.detail else { return [] }
        let known: Movie? =
            switch state.screen {
            case .discover: state.selectedDiscoverFilm
            case .search: state.selectedSearchResult?.movie
            case .saved: state.selectedSavedEntry?.movie
            case .ask: state.selectedAskMovie
            case .together: state.selectedTogetherPick?.movie
            default: nil
            }
        return [TextLine(texts.l10n(.tuiDetailTitle))]
            + DetailText(texts: texts).lines(detail, known: known, reactions: [])
    }

    private func placeholder<Value>(_ display: ContentDisplay<Value>, unavailable: L10nKey, loading: L10nKey)
        -> TextLine
    {
        TextLine(texts.l10n(display == .unavailable ? unavailable : loading))
    }
}
