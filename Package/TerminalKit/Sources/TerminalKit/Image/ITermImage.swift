import Foundation

/// Encodes an image for iTerm2's inline images protocol (iTerm2, WezTerm and others that speak it).
///
/// Pure: the bytes go in, the escape sequence comes out, so a test can check it byte for byte.
public enum ITermImage {
    /// The escape sequence that shows `image` (any format the terminal decodes: PNG, JPEG) in a box of `size` cells.
    ///
    /// `width` and `height` are plain numbers, which the protocol reads as cells, so the layout does not depend on the
    /// picture's pixels; `preserveAspectRatio=1` fits the picture inside the box without distorting it.
    /// - Parameters:
    ///   - image: the image file's bytes.
    ///   - size: the box to draw the image in.
    /// - Returns: the escape sequence, ready to write.
    public static func escape(image: Data, size: ImageCellSize) -> String {
        let arguments = "inline=1;size=\(image.count);width=\(size.columns);height=\(size.rows);preserveAspectRatio=1"
        return "\u{1B}]1337;File=\(arguments):\(image.base64EncodedString())\u{07}"
    }
}
