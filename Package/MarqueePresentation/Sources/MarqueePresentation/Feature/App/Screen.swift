/// One screen of the full-screen app.
public enum Screen: String, CaseIterable, Hashable, Sendable {
    /// The genre picker: shown on a first run, and reopened from Preferences.
    case onboarding
    /// One film at a time, with its reasons.
    case feed
    /// The store's charts and genre rows, or the bundled catalog's.
    case discover
    /// Type to search the catalog and the store.
    case search
    /// The saved shelf.
    case saved
    /// CinemaScopeAI's form: year, duration, type and rating, answered by a service or the local engine.
    case recommend
    /// A plain-English question, answered by a language model when one is configured, else offline.
    case ask
    /// The profile, where it is stored, and a reset.
    case preferences
    /// Picks for you and the people watching with you, each pick with every person's reasons.
    case together

    /// The screens the tab bar lists, in order; Tab, Shift-Tab and the number keys move between them.
    ///
    /// Onboarding is not a tab: it opens on a first run or from Preferences, and closes when it is done. Together
    /// is not one either: the tab row is full at 80 columns, so it opens with `w` from any screen.
    public static let tabs: [Screen] = [.feed, .discover, .search, .saved, .recommend, .ask, .preferences]
}
