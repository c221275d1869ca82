/// What a better-scored film would have repeated, had it come next: why the variety step moved another film up.
public enum VarietyRepeat: Hashable, Sendable {
    /// It shares these genres with a film already picked, the one it resembles most.
    case genres(GenreSet)
    /// It is from the same decade (its first year, such as 1950) as films already picked.
    case decade(Int)
}
