/// How long the user wants to watch: minutes for a film, seasons for a show.
public enum FormDuration: Hashable, Sendable {
    /// A running time in minutes.
    case minutes(Int)
    /// A number of seasons.
    case seasons(Int)

    /// The running time in minutes, or `nil` for seasons.
    public var minutes: Int? {
        guard case .minutes(let minutes) = self else { return nil }
        return minutes
    }
}
