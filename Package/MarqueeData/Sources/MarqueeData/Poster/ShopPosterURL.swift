import Foundation
import MarqueeDomain

/// The store's artwork URLs name their size and format in the last path component (`…/100x100bb.jpg`), and the
/// store renders any other combination on request; this asks for the size and format a terminal can use.
enum ShopPosterURL {
    /// The side of the square asked for, in pixels: sharp in a 20-column box on a dense screen, small to send.
    static let side = 600

    /// The URL asking for `format` at `side` pixels, or the URL unchanged when its last component is not in the
    /// store's `<w>x<h><suffix>.<ext>` form (the answer is then checked, and refused if it is another format).
    static func url(_ url: URL, format: PosterFormat) -> URL {
        let name = url.lastPathComponent
        guard let dot = name.lastIndex(of: "."),
            ["jpg", "jpeg", "png"].contains(name[name.index(after: dot)...].lowercased())
        else { return url }
        let stem = name[..<dot]
        let digits = stem.prefix { $0.isASCII && $0.isNumber }
        let rest = stem.dropFirst(digits.count)
        guard !digits.isEmpty, rest.first == "x" else { return url }
        let height = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
        guard !height.isEmpty else { return url }
        let suffix = rest.dropFirst(1 + height.count)
        guard suffix.allSatisfy({ $0.isASCII && $0.isLetter }) else { return url }
        let ext = format == .png ? "png" : "jpg"
        return url.deletingLastPathComponent().appending(
            path: "\(side)x\(side)\(suffix).\(ext)", directoryHint: .notDirectory)
    }
}
