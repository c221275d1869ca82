/// A part of the form the local engine had to loosen to find enough films, so the answer can say so.
public enum FormRelaxation: Hashable, Sendable {
    /// The year lies outside the catalog; films from the closest years were picked.
    case closestYears(ClosestYears)
    /// Too few films with the rating lie near the year, so farther years were searched.
    case otherYears(requested: Int, rating: ContentRating, introduced: Int?, used: ClosedRange<Int>)
    /// Films with the rating lie near the year, but too few of about the runtime, so any runtime was searched.
    case otherRuntimes(requested: Int, rating: ContentRating)
}
