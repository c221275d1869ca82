import Foundation

/// Encodes `--json` documents the same way everywhere: sorted keys, so output is stable to diff.
public enum JSONOutput {
    /// A whole document, pretty-printed, as the one thing a command prints.
    public static func encode(_ document: some Encodable) -> String {
        encode(document, formatting: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    /// A document on one line, for JSON Lines (`chat --json`) and errors on stderr.
    public static func line(_ document: some Encodable) -> String {
        encode(document, formatting: [.sortedKeys, .withoutEscapingSlashes])
    }

    private static func encode(_ document: some Encodable, formatting: JSONEncoder.OutputFormatting) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(document) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
