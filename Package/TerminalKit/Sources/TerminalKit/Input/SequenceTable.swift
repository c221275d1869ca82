/// The escape sequences terminals send for special keys, in normal and application cursor mode.
enum SequenceTable {
    /// The key for `ESC [ parameters final`, or `nil` for a sequence Marquee does not use.
    static func controlSequenceKey(parameters: [UInt8], final: UInt8) -> Key? {
        // Private sequences (`ESC [ ?`, `ESC [ <` mouse reports) and reports carrying text are not keys.
        guard parameters.allSatisfy({ $0 == UInt8(ascii: ";") || (0x30...0x39).contains($0) }) else { return nil }
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"): return tildeKey(parameters: parameters)
        default: return nil
        }
    }

    /// The key for `ESC O final` (application cursor mode and the keypad).
    static func singleShiftKey(final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "M"): .enter
        default: nil
        }
    }

    /// `ESC [ n ~`: the first parameter names the key; modifiers after `;` are ignored.
    private static func tildeKey(parameters: [UInt8]) -> Key? {
        let first = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).first ?? []
        switch String(decoding: first, as: UTF8.self) {
        case "1", "7": return .home
        case "3": return .delete
        case "4", "8": return .end
        case "5": return .pageUp
        case "6": return .pageDown
        default: return nil
        }
    }
}
