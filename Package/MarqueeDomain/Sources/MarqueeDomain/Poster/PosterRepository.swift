import Foundation

/// Fetches poster images.
public protocol PosterRepository: Sendable {
    /// The image at a poster URL, in the format asked for.
    /// - Parameters:
    ///   - url: the poster URL a film carries (``Movie/posterURL``).
    ///   - format: the format the caller can send.
    /// - Returns: the image file's bytes, checked to be in `format`.
    /// - Throws: ``PosterError/unavailable(reason:)`` when it cannot be had in that format.
    func poster(at url: URL, format: PosterFormat) async throws(PosterError) -> Data
}
