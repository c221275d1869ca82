import Foundation

/// Splits a byte stream into Server-Sent Events' data, however the network chunked it.
///
/// Works on bytes and decodes only whole lines, so a chunk boundary inside a UTF-8 sequence or inside `data:` is
/// harmless. Comment lines (`: keep-alive`) and fields other than `data` are ignored; an event's `data` lines are
/// joined with newlines and delivered at the blank line that ends it.
@_spi(Fuzzing) public struct ServerSentEventParser: Sendable {
    private var pending = Data()
    // How many bytes of `pending` are known to hold no newline. A long line arriving in small chunks is then
    // scanned once in all, not once per chunk (found by Package/FuzzTesting: a 7 KB line took 2 s).
    private var scanned = 0
    private var dataLines: [String] = []

    /// Creates a parser with nothing buffered.
    public init() {}

    /// Takes the next chunk of bytes.
    /// - Parameter chunk: bytes exactly as they arrived.
    /// - Returns: the data of every event the chunk completed, in order.
    public mutating func feed(_ chunk: Data) -> [String] {
        pending.append(chunk)
        var events: [String] = []
        var lineStart = pending.startIndex
        var searchFrom = pending.startIndex + scanned
        while let newline = pending[searchFrom...].firstIndex(of: UInt8(ascii: "\n")) {
            var line = pending[lineStart..<newline]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            if let event = take(String(decoding: line, as: UTF8.self)) { events.append(event) }
            lineStart = pending.index(after: newline)
            searchFrom = lineStart
        }
        // The finished lines are dropped once per chunk; dropping them one by one copied the rest each time.
        if lineStart > pending.startIndex { pending = Data(pending[lineStart...]) }
        scanned = pending.count
        return events
    }

    /// Ends the stream: delivers an event the server left without its closing blank line.
    /// - Returns: that event's data, if any.
    public mutating func finish() -> String? {
        if !pending.isEmpty {
            let line = String(decoding: pending, as: UTF8.self)
            pending = Data()
            scanned = 0
            if let event = take(line) { return event }
        }
        return take("")
    }

    private mutating func take(_ line: String) -> String? {
        if line.isEmpty {
            guard !dataLines.isEmpty else { return nil }
            defer { dataLines = [] }
            return dataLines.joined(separator: "\n")
        }
        if line.hasPrefix(":") { return nil }
        guard line.hasPrefix("data") else { return nil }
        var value = line.dropFirst(4)
        guard value.isEmpty || value.first == ":" else { return nil }
        value = value.dropFirst()
        if value.first == " " { value = value.dropFirst() }
        dataLines.append(String(value))
        return nil
    }
}
