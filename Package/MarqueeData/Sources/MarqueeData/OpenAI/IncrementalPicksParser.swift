import Foundation
import MarqueeDomain

/// Reads picks out of a reply as it streams in, handing over each one the moment its object closes.
///
/// Accepts `{"picks": [{…}, {…}]}`, a bare array, or either wrapped in chatter or code fences: an object counts as
/// a pick when it sits directly in an array at the top level or one level down. Text outside any JSON container is
/// skipped, which is the lenient extraction for servers that ignore `response_format`.
///
/// This is where a model's words enter the domain, streamed or whole, so the title and the reason pass through
/// `UntrustedText` here, both as one line: a reason is one sentence next to its film.
@_spi(Fuzzing) @_spi(Benchmark) public struct IncrementalPicksParser: Sendable {
    private enum Container { case object, array }

    private var stack: [Container] = []
    private var inString = false
    private var escaped = false
    private var current: [Unicode.Scalar] = []
    private var pickDepth: Int?

    /// Picks that could not be read (no title, wrong types, broken JSON).
    public private(set) var unreadable = 0

    /// Creates a parser at the start of a reply.
    public init() {}

    /// Whether the text so far ends inside a pick, meaning the reply was cut mid-object.
    public var isInsidePick: Bool { pickDepth != nil }

    /// Takes the next piece of the reply.
    /// - Parameter text: the piece, as streamed.
    /// - Returns: the picks it completed, in order.
    public mutating func feed(_ text: String) -> [ChatPick] {
        var picks: [ChatPick] = []
        for scalar in text.unicodeScalars {
            if pickDepth != nil { current.append(scalar) }
            guard !stack.isEmpty || scalar == "{" || scalar == "[" else { continue }
            if inString {
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                }
                continue
            }
            switch scalar {
            case "\"": inString = true
            case "{":
                if pickDepth == nil, stack.last == .array, stack.count <= 2 {
                    pickDepth = stack.count
                    current = [scalar]
                }
                stack.append(.object)
            case "[": stack.append(.array)
            case "}", "]":
                guard !stack.isEmpty else { continue }
                stack.removeLast()
                if scalar == "}", let depth = pickDepth, stack.count == depth {
                    pickDepth = nil
                    if let pick = Self.pick(from: current) { picks.append(pick) } else { unreadable += 1 }
                    current = []
                }
            default: break
            }
        }
        return picks
    }

    private static func pick(from scalars: [Unicode.Scalar]) -> ChatPick? {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            let title = (object["title"] as? String).map(UntrustedText.singleLine)?
                .trimmingCharacters(in: .whitespacesAndNewlines), !title.isEmpty
        else { return nil }
        let reason = UntrustedText.singleLine((object["reason"] as? String) ?? (object["why"] as? String) ?? "")
        return ChatPick(title: title, year: year(object["year"]), reason: reason)
    }

    private static func year(_ value: Any?) -> Int? {
        let years = 1870...2100
        if let number = value as? Int { return years.contains(number) ? number : nil }
        guard let text = value as? String else { return nil }
        let digits = text.prefix { $0.isNumber }
        return Int(digits).flatMap { years.contains($0) ? $0 : nil }
    }
}
