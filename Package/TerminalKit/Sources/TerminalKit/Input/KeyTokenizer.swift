/// Turns the raw byte stream of a terminal into keys, however the bytes are split across reads.
///
/// One `read()` can hold several keys, and an escape sequence or a UTF-8 character can be split across two reads.
/// The tokenizer keeps the unfinished part and completes it with the next `feed(_:)`. Unknown and malformed input
/// (unmapped sequences, invalid UTF-8, C1 controls) is dropped; it never stops the stream.
///
/// A lone ESC cannot be told apart from the start of a sequence until more bytes arrive, or none do. The policy:
/// while input is unfinished, `flushDeadline` says how long to wait for more; if nothing arrives by then, the reader
/// calls `flush()`, which reports a pending ESC as `.escape` and drops any other unfinished input.
public struct KeyTokenizer: Sendable {
    /// How long a reader waits after unfinished input before calling `flush()`.
    ///
    /// Terminals send a whole sequence in one write, so 30 ms separates a lone Escape from a sequence even over SSH,
    /// and is too short for a person to notice.
    public static let escapeTimeout: Duration = .milliseconds(30)

    /// The longest parameter run kept for a control sequence; longer ones are read to the end and dropped.
    static let maximumParameterLength = 16

    private var state = State.ground

    /// Creates a tokenizer with nothing pending.
    public init() {}

    /// How long to wait for more bytes before calling `flush()`; `nil` when nothing is pending.
    public var flushDeadline: Duration? {
        state == .ground ? nil : Self.escapeTimeout
    }

    /// Decodes the next bytes read from the terminal.
    ///
    /// - Parameter bytes: The bytes of one read, in order.
    /// - Returns: The keys completed by these bytes, in order; an unfinished tail stays pending.
    public mutating func feed(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        for byte in bytes { consume(byte, into: &keys) }
        return keys
    }

    /// Ends pending input because no more bytes arrived within `flushDeadline`.
    ///
    /// - Returns: `[.escape]` when a lone ESC was pending, otherwise no keys; afterwards nothing is pending.
    public mutating func flush() -> [Key] {
        defer { state = .ground }
        return state == .escape ? [.escape] : []
    }

    private mutating func consume(_ byte: UInt8, into keys: inout [Key]) {
        switch state {
        case .ground:
            ground(byte, into: &keys)
        case .escape:
            afterEscape(byte, into: &keys)
        case .controlSequence(let parameters):
            inControlSequence(byte, parameters: parameters, into: &keys)
        case .singleShift:
            state = .ground
            if (0x40...0x7E).contains(byte) {
                keys += SequenceTable.singleShiftKey(final: byte).map { [$0] } ?? []
            } else {
                ground(byte, into: &keys)
            }
        case .utf8(let needed, let partial):
            inUTF8(byte, needed: needed, partial: partial, into: &keys)
        }
    }

    private mutating func ground(_ byte: UInt8, into keys: inout [Key]) {
        switch byte {
        case 0x1B: state = .escape
        case 0x0D, 0x0A: keys.append(.enter)
        case 0x09: keys.append(.tab)
        case 0x08, 0x7F: keys.append(.backspace)
        case 0x00: keys.append(.control("@"))
        case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
        case 0x1C...0x1F: keys.append(.control(Character(Unicode.Scalar(byte + 0x40))))
        case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
        case 0xC2...0xDF: state = .utf8(needed: 2, partial: [byte])
        case 0xE0...0xEF: state = .utf8(needed: 3, partial: [byte])
        case 0xF0...0xF4: state = .utf8(needed: 4, partial: [byte])
        default: break  // a stray continuation byte or a byte that never starts UTF-8
        }
    }

    private mutating func afterEscape(_ byte: UInt8, into keys: inout [Key]) {
        switch byte {
        case UInt8(ascii: "["): state = .controlSequence(parameters: [])
        case UInt8(ascii: "O"): state = .singleShift
        default:
            // ESC followed by anything else (Alt-x, or Escape then a quick key): keep both presses.
            keys.append(.escape)
            state = .ground
            ground(byte, into: &keys)
        }
    }

    private mutating func inControlSequence(_ byte: UInt8, parameters: [UInt8]?, into keys: inout [Key]) {
        switch byte {
        case 0x40...0x7E:
            state = .ground
            if let parameters, let key = SequenceTable.controlSequenceKey(parameters: parameters, final: byte) {
                keys.append(key)
            }
        case 0x20...0x3F:
            // `nil` parameters mark a sequence too long to be one we know; it is consumed and then dropped.
            let kept = parameters.flatMap { $0.count < Self.maximumParameterLength ? $0 + [byte] : nil }
            state = .controlSequence(parameters: kept)
        default:
            // Not part of a sequence: drop the broken sequence and read the byte afresh.
            state = .ground
            ground(byte, into: &keys)
        }
    }

    private mutating func inUTF8(_ byte: UInt8, needed: Int, partial: [UInt8], into keys: inout [Key]) {
        guard (0x80...0xBF).contains(byte) else {
            state = .ground
            ground(byte, into: &keys)
            return
        }
        let bytes = partial + [byte]
        guard bytes.count == needed else {
            state = .utf8(needed: needed, partial: bytes)
            return
        }
        state = .ground
        // Rejects overlong forms and surrogates; C1 controls (U+0080 to U+009F) are not printable.
        if let text = String(validating: bytes, as: UTF8.self), let scalar = text.unicodeScalars.first,
            scalar.value >= 0xA0
        {
            keys.append(.character(Character(scalar)))
        }
    }

    /// What the tokenizer has seen of an unfinished key.
    private enum State: Equatable, Sendable {
        /// Nothing pending.
        case ground
        /// ESC, and nothing after it yet.
        case escape
        /// `ESC [` and the parameter bytes so far; `nil` once they grew too long to keep.
        case controlSequence(parameters: [UInt8]?)
        /// `ESC O`, waiting for its one final byte.
        case singleShift
        /// The first bytes of a UTF-8 character that needs `needed` bytes in all.
        case utf8(needed: Int, partial: [UInt8])
    }
}
