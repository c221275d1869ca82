/// How long each variant waits after the last keystroke before it searches.
public enum SearchDebounce {
    /// The pause a person typing at a normal pace leaves between words, not between letters.
    public static let standard: Duration = .milliseconds(300)
}
