import Foundation

/// Splits a byte stream into Server-Sent Events' data, however the network chunked it.
///
/// Works on bytes and decodes only whole lines, so a chunk boundary inside a UTF-8 sequence or inside `data:` is
/// harmless. Comment lines (`: keep-alive`) and fields other than `data` are ignored; an event's `data` lines are
/// joined with newlines and delivered at the blank line that ends it.
public struct ServerSentEventParser: Sendable {
    private var pending = Data()
    private var dataLines: [String] = []

    /// Creates a parser with nothing buffered.
    public init() {}

    /// Takes the next chunk of bytes.
    /// - Parameter chunk: bytes exactly as they arrived.
    /// - Returns: the data of every event the chunk completed, in order.
    public mutating func feed(_ chunk: Data) -> [String] {
        pending.append(chunk)
        var events: [String] = []
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            var line = pending[pending.startIndex..<newline]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            pending = Data(pending[pending.index(after: newline)...])
            if let event = take(String(decoding: line, as: UTF8.self)) { events.append(event) }
        }
        return events
    }

    /// Ends the stream: delivers an event the server left without its closing blank line.
    /// - Returns: that event's data, if any.
    public mutating func finish() -> String? {
        if !pending.isEmpty {
            let line = String(decoding: pending, as: UTF8.self)
            pending = Data()
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
