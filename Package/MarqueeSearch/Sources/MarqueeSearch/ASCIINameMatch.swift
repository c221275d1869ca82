import MarqueeDomain
import MarqueeRanking

/// Matches folded query words against a plain-ASCII name without allocating: the name is folded on the stack.
///
/// Search compares every query against every director and cast name in the catalog, hundreds of thousands of
/// names, so building a `SearchText` for each was most of a search's time. Each byte is folded by
/// `SearchText.foldedASCII(_:)`, so both paths read a name the same way.
enum ASCIINameMatch {
    /// How well a name holds every wanted word.
    enum Fit: Comparable {
        /// Some wanted word is in no word of the name.
        case absent
        /// Every wanted word is one edit from a word of the name (three letters or more), or starts one.
        case withTypo
        /// Every wanted word starts a word of the name.
        case exact
    }

    /// How well `name` holds the wanted words, folding it once for both the exact and the typo check.
    /// - Parameters:
    ///   - wanted: the query's folded words as bytes; each must be plain ASCII.
    ///   - name: a director or cast member as written.
    /// - Returns: the fit, or `nil` when `name` is not plain ASCII and `SearchText` must decide.
    static func fit(of wanted: [[UInt8]], in name: String) -> Fit? {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: name.utf8.count) { folded in
            var length = 0
            for byte in name.utf8 {
                guard let letter = SearchText.foldedASCII(byte) else { continue }
                folded[length] = letter
                length += 1
            }
            let letters = UnsafeBufferPointer(rebasing: folded[0..<length])
            var fit = Fit.exact
            for want in wanted {
                fit = min(fit, bestFit(of: want, in: letters, length: length))
                if fit == .absent { return .absent }
            }
            return fit
        }
    }

    /// The best fit of one wanted word among the space-separated words of `letters`.
    private static func bestFit(of want: [UInt8], in letters: UnsafeBufferPointer<UInt8>, length: Int) -> Fit {
        let space = SearchText.separator
        var best = Fit.absent
        var start = 0
        while start < length {
            while start < length, letters[start] == space { start += 1 }
            var end = start
            while end < length, letters[end] != space { end += 1 }
            if end > start {
                let word = UnsafeBufferPointer(rebasing: letters[start..<end])
                if word.starts(with: want) { return .exact }
                if best == .absent, want.count >= 3,
                    want.withUnsafeBufferPointer({ EditDistance.isWithinOne($0, word) })
                {
                    best = .withTypo
                }
            }
            start = end
        }
        return best
    }
}
