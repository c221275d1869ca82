/// Fills the placeholders the tables use (`%@`, `%d`, `%02d`, their `%1$@` positional forms and `%%`) by hand.
///
/// Every command prints through the localizer, and Foundation's `String(format:locale:arguments:)` costs about a
/// millisecond of marquee's start (perf, release build). Anything else returns `nil`, and the localizer falls back
/// to Foundation, so the text never differs: a test fills every key of both tables both ways.
public enum PlaceholderFormat {
    /// The format with its placeholders filled, or `nil` for a form or argument this does not handle.
    /// - Parameters:
    ///   - format: the table's text.
    ///   - arguments: the values, in order.
    ///   - grouping: the thousands separator of the language, which Foundation puts into `%d` too ("1,234").
    /// - Returns: the filled text, or `nil` when Foundation must do it.
    public static func fill(_ format: String, _ arguments: [any CVarArg], grouping: String = ",") -> String? {
        let scalars = Array(format.unicodeScalars)
        var result = String.UnicodeScalarView()
        var next = 0
        var sawPosition = false
        var sawSequence = false
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == "%" else {
                result.append(scalar)
                continue
            }
            guard index < scalars.count else { return nil }
            if scalars[index] == "%" {
                result.append("%")
                index += 1
                continue
            }
            var position: Int?
            if let (number, end) = digits(scalars, from: index), end < scalars.count, scalars[end] == "$" {
                position = number
                index = end + 1
            }
            var width = 0
            if index < scalars.count, scalars[index] == "0", let (number, end) = digits(scalars, from: index + 1) {
                width = number
                index = end
            }
            guard index < scalars.count else { return nil }
            let conversion = scalars[index]
            index += 1
            let argument: Int
            if let position {
                sawPosition = true
                argument = position - 1
            } else {
                sawSequence = true
                argument = next
                next += 1
            }
            // Mixing the two forms is legal but subtle in Foundation; the tables never do it, so defer to it.
            guard !(sawPosition && sawSequence), argument >= 0, argument < arguments.count,
                let text = text(of: arguments[argument], conversion: conversion, width: width, grouping: grouping)
            else { return nil }
            result.append(contentsOf: text.unicodeScalars)
        }
        return String(result)
    }

    /// A non-negative number with one decimal, rounded half to even on its shortest decimal form, as Foundation's
    /// `.number.precision(.fractionLength(1))` rounds it; `nil` for a negative, non-finite or exponent-form value.
    ///
    /// Scores are printed on every pick, and Foundation's format style starts a locale's number engine for the
    /// first one, which costs a run a few megabytes of resident code and data.
    /// - Parameters:
    ///   - value: the number.
    ///   - separator: the language's decimal separator.
    ///   - grouping: the language's thousands separator.
    /// - Returns: the number with one decimal, or `nil` when Foundation must format it.
    public static func decimal(_ value: Double, separator: String, grouping: String) -> String? {
        guard value.isFinite, value >= 0 else { return nil }
        let shortest = value.description
        guard !shortest.contains("e") else { return nil }
        let parts = shortest.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        var whole = Array(parts[0].utf8).map { Int($0) - 48 }
        let fraction = Array(parts[1].utf8).map { Int($0) - 48 }
        var tenth = fraction[0]
        let rest = fraction.dropFirst()
        let roundsUp: Bool =
            if let first = rest.first, first > 5 || (first == 5 && rest.dropFirst().contains { $0 != 0 }) {
                true
            } else if rest.first == 5 {
                tenth % 2 == 1
            } else {
                false
            }
        if roundsUp {
            tenth += 1
            if tenth == 10 {
                tenth = 0
                var index = whole.count - 1
                while index >= 0, whole[index] == 9 {
                    whole[index] = 0
                    index -= 1
                }
                if index >= 0 { whole[index] += 1 } else { whole.insert(1, at: 0) }
            }
        }
        var digits = String(whole.map { Character(Unicode.Scalar(UInt8($0 + 48))) })
        var grouped = ""
        while digits.count > 3 {
            grouped = grouping + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return digits + grouped + separator + String(tenth)
    }

    /// The number written in ASCII digits from `start` (at most three), and where it ends.
    private static func digits(_ scalars: [Unicode.Scalar], from start: Int) -> (Int, Int)? {
        var end = start
        var number = 0
        while end < scalars.count, end - start < 3, ("0"..."9").contains(scalars[end]) {
            number = number * 10 + Int(scalars[end].value - 48)
            end += 1
        }
        return end > start ? (number, end) : nil
    }

    private static func text(of argument: any CVarArg, conversion: Unicode.Scalar, width: Int, grouping: String)
        -> String?
    {
        switch conversion {
        case "@":
            guard width == 0, let text = argument as? String else { return nil }
            return text
        case "d":
            guard let number = integer(argument), number >= 0 || width == 0 else { return nil }
            var digits = String(number.magnitude)
            var grouped = ""
            while digits.count > 3 {
                grouped = grouping + digits.suffix(3) + grouped
                digits.removeLast(3)
            }
            grouped = digits + grouped
            if grouped.count < width { grouped = String(repeating: "0", count: width - grouped.count) + grouped }
            return number < 0 ? "-" + grouped : grouped
        default:
            return nil
        }
    }

    private static func integer(_ argument: any CVarArg) -> Int? {
        switch argument {
        case let value as Int: value
        case let value as Int32: Int(value)
        case let value as Int64: Int(value)
        default: nil
        }
    }
}
