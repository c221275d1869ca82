/// Reads the terminal's answer to ``KittyQuery/request``, byte by byte, as `read()` delivers it.
///
/// The request is a kitty graphics query followed by a primary device-attributes request (`ESC [ c`), which every
/// terminal answers. A kitty-capable terminal answers the query first (`ESC _ G i=31;OK ESC \`), so the device
/// attributes reply (`ESC [ ? … c`) marks the end: whatever graphics reply came before it decides.
public struct KittyQueryReply: Sendable {
    /// Where the reader stands in the escape sequences.
    private enum State: Sendable {
        case ground
        case escape
        case applicationCommand([UInt8])
        case applicationCommandEscape([UInt8])
        case controlSequence
    }

    private var state = State.ground

    /// Whether the kitty graphics reply for image 31 said `OK`.
    public private(set) var kittyAnswered = false

    /// Whether the device-attributes reply has ended, so nothing more is coming.
    public private(set) var isComplete = false

    /// A reader that has seen nothing yet.
    public init() {}

    /// Takes the next byte of the reply; bytes that belong to neither reply (a key typed meanwhile) are skipped.
    public mutating func feed(_ byte: UInt8) {
        switch state {
        case .ground:
            if byte == 0x1B { state = .escape }
        case .escape:
            switch byte {
            case UInt8(ascii: "_"): state = .applicationCommand([])
            case UInt8(ascii: "["): state = .controlSequence
            case 0x1B: state = .escape
            default: state = .ground
            }
        case .applicationCommand(let body):
            state = byte == 0x1B ? .applicationCommandEscape(body) : .applicationCommand(body + [byte])
        case .applicationCommandEscape(let body):
            if byte == UInt8(ascii: "\\") {
                let text = String(decoding: body, as: UTF8.self)
                if text.hasPrefix("G"), text.contains("i=31"), text.hasSuffix(";OK") { kittyAnswered = true }
                state = .ground
            } else {
                state = byte == UInt8(ascii: "_") ? .applicationCommand([]) : .ground
            }
        case .controlSequence:
            // Parameters and intermediates are 0x20–0x3F; the final byte ends the sequence.
            guard (0x40...0x7E).contains(byte) else { return }
            if byte == UInt8(ascii: "c") { isComplete = true }
            state = .ground
        }
    }
}
