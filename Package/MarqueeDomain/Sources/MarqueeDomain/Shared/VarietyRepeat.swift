/// What a better-scored film would have repeated, had it come next: why the variety step moved another film up.
///
/// The variety step (`FeedDiversifier`) picks greedily, and a film loses a little for each picked film it resembles:
/// for a shared decade and for shared genres. This names the larger of the two for the film that waited.
public enum VarietyRepeat: Hashable, Sendable {
    /// It shares these genres with a film already picked, the one it resembles most.
    case genres(GenreSet)
    /// It is from the same decade (its first year, such as 1950) as films already picked.
    case decade(Int)
}
