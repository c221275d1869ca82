import Foundation

/// Encodes a PNG for the kitty graphics protocol (kitty, Ghostty, WezTerm, Konsole in part).
///
/// Pure: the bytes go in, the escape sequences come out, so a test can check them byte for byte.
public enum KittyImage {
    /// The largest base64 payload one escape sequence may carry, as the protocol requires.
    public static let chunkSize = 4096

    /// The escape sequences that transmit and display `png` in a box of `size` cells at the cursor.
    ///
    /// The payload is PNG (`f=100`), so the terminal decodes it and Marquee needs no decoder; `a=T` transmits and
    /// shows in one step; `c=`/`r=` fix the box in cells so the layout does not depend on the picture's pixels;
    /// `q=2` silences the terminal's replies, which would otherwise arrive on standard input as stray bytes.
    /// The base64 text is cut into chunks of ``chunkSize``: every chunk but the last says `m=1`, the last `m=0`,
    /// and only the first carries the keys.
    ///
    /// A full-screen app passes `placement`: the image then carries its ids (`i=`, `p=`), so ``delete(imageID:)``
    /// can take it away when the screen changes, and `C=1` leaves the cursor where it was, so the image never
    /// scrolls a frame that fills the window.
    /// - Parameters:
    ///   - png: the PNG file's bytes.
    ///   - size: the box to draw the image in.
    ///   - placement: the image id and placement id, or `nil` for an image printed once below text.
    /// - Returns: the escape sequences, ready to write.
    public static func escapes(
        png: Data, size: ImageCellSize, placement: (imageID: Int, placementID: Int)? = nil
    ) -> String {
        let payload = Array(png.base64EncodedString().utf8)
        var chunks: [Substring] = []
        var start = 0
        repeat {
            let end = min(start + chunkSize, payload.count)
            chunks.append(Substring(decoding: payload[start..<end], as: UTF8.self))
            start = end
        } while start < payload.count
        let ids = placement.map { ",i=\($0.imageID),p=\($0.placementID),C=1" } ?? ""
        var output = ""
        for (index, chunk) in chunks.enumerated() {
            let more = index < chunks.count - 1 ? 1 : 0
            let keys = index == 0 ? "a=T,f=100,q=2,c=\(size.columns),r=\(size.rows)\(ids),m=\(more)" : "m=\(more)"
            output += "\u{1B}_G\(keys);\(chunk)\u{1B}\\"
        }
        return output
    }

    /// The escape sequence that deletes every placement of image `imageID` and frees its data (`d=I`), quietly.
    /// - Parameter imageID: the id the image was placed with.
    /// - Returns: the escape sequence, ready to write.
    public static func delete(imageID: Int) -> String {
        "\u{1B}_Ga=d,d=I,i=\(imageID),q=2\u{1B}\\"
    }
}
