/// One field of the recommendation form, so every validation message can say which field it is about.
public enum FormField: String, CaseIterable, Hashable, Sendable {
    /// The release year.
    case year
    /// The running time, or the number of seasons of a show.
    case duration
    /// Movie or TV show.
    case type
    /// The content rating.
    case rating
}
