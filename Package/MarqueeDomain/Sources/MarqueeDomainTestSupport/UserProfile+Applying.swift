import Foundation
import MarqueeDomain

extension UserProfile {
    /// This profile with one more reaction recorded at `date`.
    public func applying(_ reaction: Reaction, to movie: Movie, at date: Date = Moments.first) -> UserProfile {
        var copy = self
        copy.apply(reaction, to: movie.id, at: date)
        return copy
    }
}
