import Foundation

/// Rewrites Apple's artwork URLs to a large rendition.
///
/// The image server renders whatever size the last path component names (`113x170bb.png`), so asking for
/// `600x600bb.jpg` gives a poster worth showing instead of the feed's thumbnail.
enum ArtworkURL {
    /// The rendition Marquee asks for.
    static let largeRendition = "600x600bb.jpg"

    /// The large rendition of an artwork URL.
    /// - Parameter url: a URL whose last path component is `<width>x<height>bb.<ext>`.
    /// - Returns: the URL with that component replaced by `largeRendition`; any other URL unchanged.
    static func large(_ url: URL) -> URL {
        guard isRendition(url.lastPathComponent) else { return url }
        return url.deletingLastPathComponent().appending(path: largeRendition, directoryHint: .notDirectory)
    }

    /// Whether a file name is `\d+x\d+bb.<ext>`.
    private static func isRendition(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[1].isEmpty, parts[1].allSatisfy({ $0.isASCII && $0.isLetter }),
            parts[0].hasSuffix("bb")
        else { return false }
        let size = parts[0].dropLast(2).split(separator: "x", omittingEmptySubsequences: false)
        return size.count == 2 && size.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}
