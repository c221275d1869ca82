extension UntrustedText {
    private static let escape: Unicode.Scalar = "\u{1B}"
    private static let bell: Unicode.Scalar = "\u{07}"
    private static let stringTerminator: Unicode.Scalar = "\u{9C}"

    /// The slow path: one pass over the scalars, dropping controls and whole sequences, spacing kept as spacing.
    static func cleaned(_ text: String, lineBreak: Unicode.Scalar) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar.value {
            case 0x09:
                result.append(" ")
            case 0x0D:
                // CRLF is one break, not two.
                if index < scalars.count, scalars[index] == "\n" { index += 1 }
                result.append(lineBreak)
            case 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
                result.append(lineBreak)
            case 0x1B:
                index = afterEscape(scalars, from: index)
            case 0x9B:
                index = afterControlSequence(scalars, from: index)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                index = afterControlString(scalars, from: index)
            case 0x00..<0x20, 0x7F..<0xA0:
                continue
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Where the text resumes after an ESC whose next scalar is at `index`.
    private static func afterEscape(_ scalars: [Unicode.Scalar], from index: Int) -> Int {
        guard index < scalars.count else { return index }
        switch scalars[index].value {
        case 0x5B:  // [
            return afterControlSequence(scalars, from: index + 1)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
            return afterControlString(scalars, from: index + 1)
        case 0x20...0x2F:
            // Intermediates, then one final byte: `ESC ( B`, `ESC # 8`.
            var next = index
            while next < scalars.count, (0x20...0x2F).contains(scalars[next].value) { next += 1 }
            if next < scalars.count, (0x30...0x7E).contains(scalars[next].value) { next += 1 }
            return next
        case 0x30...0x7E:
            return index + 1
        default:
            // A lone ESC: only it goes, and what follows is read as text.
            return index
        }
    }

    /// Where the text resumes after a CSI whose first parameter would be at `index`.
    private static func afterControlSequence(_ scalars: [Unicode.Scalar], from index: Int) -> Int {
        var next = index
        while next < scalars.count, (0x20...0x3F).contains(scalars[next].value) { next += 1 }
        if next < scalars.count, (0x40...0x7E).contains(scalars[next].value) { next += 1 }
        return next
    }

    /// Where the text resumes after an OSC, DCS, SOS, PM or APC string whose content starts at `index`.
    private static func afterControlString(_ scalars: [Unicode.Scalar], from index: Int) -> Int {
        var next = index
        while next < scalars.count {
            let scalar = scalars[next]
            switch scalar {
            case bell, stringTerminator, "\u{18}", "\u{1A}":
                return next + 1
            case escape:
                if next + 1 < scalars.count, scalars[next + 1] == "\\" { return next + 2 }
                return next
            default:
                next += 1
            }
        }
        return next
    }
}
