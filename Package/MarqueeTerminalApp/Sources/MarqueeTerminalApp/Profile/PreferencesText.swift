import MarqueeDomain
import MarqueePresentation
import MarqueeWords

/// The words of the preferences screen, shared by the full screen and the accessible mode.
struct PreferencesText {
    let l10n: Localizer

    func lines(_ state: PreferencesState) -> [TextLine] {
        var lines = [TextLine(l10n(.tuiScreenPreferences), .strong), .blank]
        switch state.profile.display {
        case .placeholder:
            lines.append(TextLine(l10n(.tuiPreferencesLoading), .dim))
        case .unavailable:
            lines.append(TextLine(l10n(.tuiPreferencesUnavailable), .dim))
        case .content(let profile):
            let genres =
                profile.preferredGenres.isEmpty
                ? l10n(.tuiPreferencesNoGenres) : l10n.genres(profile.preferredGenres)
            lines.append(TextLine(l10n(.tuiPreferencesGenres, genres)))
            lines.append(
                TextLine(
                    l10n(.tuiPreferencesReactions, profile.liked.count, profile.saved.count, profile.passed.count)))
        }
        lines += [
            .blank, TextLine(l10n(.tuiPreferencesStorage), .dim),
            TextLine(l10n(.tuiPreferencesProfile, state.profileLocation)),
        ]
        if let cache = state.cacheLocation { lines.append(TextLine(l10n(.tuiPreferencesCache, cache))) }
        lines.append(.blank)
        if state.isConfirmingReset {
            lines.append(TextLine(l10n(.tuiPreferencesConfirm), .warning))
        } else if state.reset.isLoading {
            lines.append(TextLine(l10n(.tuiPreferencesResetting), .dim))
        } else {
            lines += [TextLine(l10n(.tuiPreferencesRepickKey)), TextLine(l10n(.tuiPreferencesResetKey))]
        }
        return lines
    }
}
