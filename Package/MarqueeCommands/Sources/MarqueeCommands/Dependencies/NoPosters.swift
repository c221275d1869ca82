import Foundation
import MarqueeDomain

/// A poster repository with no posters, for compositions without a store: every question fails, so no image shows.
public struct NoPosters: PosterRepository {
    /// A repository without posters.
    public init() {}

    /// Always fails: there is no source.
    public func poster(at url: URL, format: PosterFormat) async throws(PosterError) -> Data {
        throw .unavailable(reason: "no poster source in this composition")
    }
}
