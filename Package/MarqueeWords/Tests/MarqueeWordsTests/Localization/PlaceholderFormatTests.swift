import Foundation
import Testing

@testable import MarqueeWords

struct PlaceholderFormatTests {
    /// Arguments for each placeholder of a format: a text for `%@`, a number for `%d`, by position when numbered.
    private static func arguments(for format: String, number: Int) -> [any CVarArg] {
        let pattern = /%(?:(\d)\$)?(0\d)?([@d])/
        var slots: [Int: any CVarArg] = [:]
        var next = 0
        for match in format.replacing("%%", with: "").matches(of: pattern) {
            let slot = match.output.1.flatMap { Int($0) }.map { $0 - 1 } ?? next
            if match.output.1 == nil { next += 1 }
            slots[slot] = match.output.3 == "@" ? "Amélie. 2001" : number
        }
        return (0..<slots.count).compactMap { slots[$0] }
    }

    private static func grouping(_ language: Language) -> String { language == .german ? "." : "," }

    @Test(
        "Every key of both tables fills by hand exactly as Foundation's String(format:) fills it",
        arguments: [Language.english, .german], [0, 7, 1234, -5, -98_765, 1_234_567]
    )
    func matchesFoundation(language: Language, number: Int) throws {
        let locale = Locale(identifier: language.localeIdentifier)
        for (key, format) in L10nTables.table(for: language).sorted(by: { $0.key < $1.key }) {
            let arguments = Self.arguments(for: format, number: number)
            guard !arguments.isEmpty else { continue }
            let expected = String(format: format, locale: locale, arguments: arguments)
            // A negative number is never zero-padded by hand; Foundation answers those.
            if number < 0, format.contains("%0") {
                #expect(PlaceholderFormat.fill(format, arguments, grouping: Self.grouping(language)) == nil, "\(key)")
                continue
            }
            #expect(PlaceholderFormat.fill(format, arguments, grouping: Self.grouping(language)) == expected, "\(key)")
        }
    }

    @Test("Forms and arguments it does not handle are left to Foundation, never guessed")
    func unknownFormsFallBack() {
        #expect(PlaceholderFormat.fill("%f", [1.5]) == nil)
        #expect(PlaceholderFormat.fill("%5d", [3]) == nil)
        #expect(PlaceholderFormat.fill("%@", [3]) == nil)
        #expect(PlaceholderFormat.fill("%d", ["three"]) == nil)
        #expect(PlaceholderFormat.fill("%1$@ %@", ["a", "b"]) == nil)
        #expect(PlaceholderFormat.fill("%@ %@", ["only one"]) == nil)
        #expect(PlaceholderFormat.fill("ends with %", ["x"]) == nil)
        #expect(PlaceholderFormat.fill("%2$@, %1$@ and 100%%", ["first", "second"]) == "second, first and 100%")
        #expect(PlaceholderFormat.fill("%dh %02dm", [2, 5]) == "2h 05m")
    }
}

struct DecimalFormatTests {
    /// Every thousandth up to 100, the halves that round to even, carries into a new digit, and large values.
    private static let values: [Double] =
        (0...100_000).map { Double($0) / 1000 } + [0.05, 0.15, 0.25, 0.35, 9.95, 99.95, 999.96, 1234.56, 98_765.43]

    @Test(
        "A decimal is written by hand exactly as Foundation's one-decimal format style writes it",
        arguments: [Language.english, .german])
    func matchesFoundation(language: Language) {
        let locale = Locale(identifier: language.localeIdentifier)
        let (separator, grouping) = language == .german ? (",", ".") : (".", ",")
        var differences: [String] = []
        for value in Self.values {
            let expected = value.formatted(.number.precision(.fractionLength(1)).locale(locale))
            let written = PlaceholderFormat.decimal(value, separator: separator, grouping: grouping)
            if written != expected { differences.append("\(value): \(written ?? "nil") != \(expected)") }
        }
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }

    @Test("Negative, non-finite and exponent-form values are left to Foundation")
    func defers() {
        for value in [-0.04, -7.8, .infinity, .nan, 1e-7, 1e17] {
            #expect(PlaceholderFormat.decimal(value, separator: ".", grouping: ",") == nil, "\(value)")
        }
    }
}
