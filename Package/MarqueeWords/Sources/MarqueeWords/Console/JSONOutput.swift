import Foundation

/// Encodes `--json` documents the same way everywhere: sorted keys, so output is stable to diff.
///
/// A document that cannot be encoded stops the program with its name and the reason on stderr (a bug, never a
/// user's mistake), rather than printing an empty object.
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
        do {
            return String(decoding: try encoder.encode(document), as: UTF8.self)
        } catch {
            // Every document is built from values Marquee controls, so a failure is a bug (a NaN score, say): stop
            // loudly, naming the document, rather than print "{}" and exit 0 as if it had been empty.
            preconditionFailure("--json could not encode \(type(of: document)): \(error)")
        }
    }
}
