import MarqueeDomain
import MarqueePresentation
import MarqueeWords

/// The words of the preferences screen, shared by the full screen and the accessible mode.
struct PreferencesText {
    let l10n: Localizer

    func lines(_ state: PreferencesState) -> [TextLine] {
        var lines = [TextLine(l10n("tui.screen.preferences"), .strong), .blank]
        switch state.profile.display {
        case .placeholder:
            lines.append(TextLine(l10n("tui.preferences.loading"), .dim))
        case .unavailable:
            lines.append(TextLine(l10n("tui.preferences.unavailable"), .dim))
        case .content(let profile):
            let genres =
                profile.preferredGenres.isEmpty
                ? l10n("tui.preferences.noGenres") : l10n.genres(profile.preferredGenres)
            lines.append(TextLine(l10n("tui.preferences.genres", genres)))
            lines.append(
                TextLine(
                    l10n("tui.preferences.reactions", profile.liked.count, profile.saved.count, profile.passed.count)))
        }
        lines += [
            .blank, TextLine(l10n("tui.preferences.storage"), .dim),
            TextLine(l10n("tui.preferences.profile", state.profileLocation)),
        ]
        if let cache = state.cacheLocation { lines.append(TextLine(l10n("tui.preferences.cache", cache))) }
        lines.append(.blank)
        if state.isConfirmingReset {
            lines.append(TextLine(l10n("tui.preferences.confirm"), .warning))
        } else if state.reset.isLoading {
            lines.append(TextLine(l10n("tui.preferences.resetting"), .dim))
        } else {
            lines += [TextLine(l10n("tui.preferences.repickKey")), TextLine(l10n("tui.preferences.resetKey"))]
        }
        return lines
    }
}
