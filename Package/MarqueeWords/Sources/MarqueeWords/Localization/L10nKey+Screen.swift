import MarqueePresentation

// Keys named after a screen of the full-screen app: an exhaustive switch, so a new screen without its name does
// not compile.
extension L10nKey {
    /// A screen's name, as its title says it.
    public static func screen(_ screen: Screen) -> L10nKey {
        switch screen {
        case .onboarding: .tuiScreenOnboarding
        case .feed: .tuiScreenFeed
        case .discover: .tuiScreenDiscover
        case .search: .tuiScreenSearch
        case .saved: .tuiScreenSaved
        case .recommend: .tuiScreenRecommend
        case .ask: .tuiScreenAsk
        case .preferences: .tuiScreenPreferences
        case .together: .tuiScreenTogether
        }
    }

    /// A tab's label.
    ///
    /// Onboarding and Together are no tabs (`Screen.tabs` leaves them out), so their screen names stand in.
    public static func tab(_ screen: Screen) -> L10nKey {
        switch screen {
        case .onboarding: .tuiScreenOnboarding
        case .feed: .tuiTabFeed
        case .discover: .tuiTabDiscover
        case .search: .tuiTabSearch
        case .saved: .tuiTabSaved
        case .recommend: .tuiTabRecommend
        case .ask: .tuiTabAsk
        case .preferences: .tuiTabPreferences
        case .together: .tuiScreenTogether
        }
    }
}
