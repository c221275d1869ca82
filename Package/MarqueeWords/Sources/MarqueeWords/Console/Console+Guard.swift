import Foundation
import MarqueeDomain

extension Console {
    /// The style sequences ``bold(_:)`` and ``dim(_:)`` write: the only escapes output may carry.
    static let ownStyles = ["\u{1B}[0m", "\u{1B}[1m", "\u{1B}[2m"]

    /// The last guard before the terminal: the text under `UntrustedText`'s multi-line rule, except for the
    /// console's own style sequences, which are kept when `keepingStyles` (colour is on).
    ///
    /// Remote words are cleaned where they are mapped; this catches a film built in-process, or a renderer that
    /// forgot. A kept style ends in its final byte, and the pieces around it have no ESC left, so nothing can
    /// join them into another sequence. Text without ESC takes `UntrustedText`'s fast path.
    public static func guarded(_ text: String, keepingStyles: Bool) -> String {
        guard keepingStyles, text.utf8.contains(0x1B) else { return UntrustedText.multiline(text) }
        return keeping(ownStyles[...], in: text)
    }

    private static func keeping(_ styles: ArraySlice<String>, in text: String) -> String {
        guard let style = styles.first else { return UntrustedText.multiline(text) }
        return text.components(separatedBy: style).map { keeping(styles.dropFirst(), in: $0) }
            .joined(separator: style)
    }
}
