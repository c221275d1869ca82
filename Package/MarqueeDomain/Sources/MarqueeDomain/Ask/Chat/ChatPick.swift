/// One film a language model suggested, in the model's own words: nothing here is catalog data.
public struct ChatPick: Hashable, Sendable {
    /// The title as the model wrote it, possibly misspelled.
    public let title: String
    /// The release year the model gave, if any; it decides between remakes sharing a title.
    public let year: Int?
    /// Why the model picked it, shown as its own words.
    public let reason: String

    /// Creates a pick.
    public init(title: String, year: Int?, reason: String) {
        self.title = title
        self.year = year
        self.reason = reason
    }
}
