/// A valid recommendation request: what the form mode asks for, already checked.
public struct RecommendationForm: Hashable, Sendable {
    /// The release year wanted.
    public var year: Int
    /// The running time (or seasons) wanted.
    public var duration: FormDuration
    /// Film or show.
    public var contentType: FormContentType
    /// The content rating wanted; `.notRated` sets no rating limit.
    public var rating: ContentRating
    /// Whether milder ratings than ``rating`` are welcome too (the local engine honours it).
    public var includesMilder: Bool

    /// Creates a form from checked values.
    public init(
        year: Int,
        duration: FormDuration,
        contentType: FormContentType,
        rating: ContentRating,
        includesMilder: Bool = false
    ) {
        self.year = year
        self.duration = duration
        self.contentType = contentType
        self.rating = rating
        self.includesMilder = includesMilder
    }
}
