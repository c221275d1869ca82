import Testing

/// Bytes that are not a profile, with the reason the repository should give for them.
struct CorruptProfileFixture: Sendable, CustomTestStringConvertible {
    /// What the bytes are, shown in test results.
    let label: String
    /// The file's exact contents.
    let bytes: [UInt8]
    /// The `ProfileRecovery.reason` expected for them.
    let reason: String

    /// The label, so each table row reads as a sentence in test output.
    var testDescription: String { label }

    /// A valid version 2 profile, used whole by other tests and cut in half here.
    static let validFile = """
        {
          "hasCompletedOnboarding" : true,
          "liked" : { "tt0133093" : "2025-06-15T15:06:40.123Z" },
          "passed" : {},
          "preferredGenres" : [ "Drama", "Sci-Fi" ],
          "saved" : { "tt0111161" : "2025-06-15T15:06:39.999Z" },
          "version" : 2
        }
        """

    /// Every kind of damage the repository must survive.
    static let all: [CorruptProfileFixture] = [
        CorruptProfileFixture(label: "an empty file", bytes: [], reason: "the file is empty"),
        CorruptProfileFixture(label: "a lone opening brace", text: "{", reason: "the file is not valid JSON"),
        CorruptProfileFixture(
            label: "the first half of a valid file",
            bytes: Array(Array(validFile.utf8).prefix(validFile.utf8.count / 2)),
            reason: "the file is not valid JSON"
        ),
        CorruptProfileFixture(
            label: "reactions of the wrong type",
            text: #"{"version": 2, "preferredGenres": [], "hasCompletedOnboarding": true, "liked": 42, "#
                + #""saved": {}, "passed": {}}"#,
            reason: "expected an object at liked"
        ),
        CorruptProfileFixture(
            label: "binary garbage",
            bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF, 0xFE, 0x7B],
            reason: "the file is not valid JSON"
        ),
        CorruptProfileFixture(
            label: "a JSON array instead of an object",
            text: "[1, 2, 3]",
            reason: "expected an object at the top level"
        ),
        CorruptProfileFixture(
            label: "an object that is not a profile",
            text: #"{"hello": "world"}"#,
            reason: #""preferredGenres" is missing at the top level"#
        ),
        CorruptProfileFixture(
            label: "a version that is not a number",
            text: #"{"version": "two"}"#,
            reason: "expected a number at version"
        ),
        CorruptProfileFixture(
            label: "a version older than any Marquee wrote",
            text: #"{"version": 0}"#,
            reason: "unknown format version 0"
        ),
        CorruptProfileFixture(
            label: "a reaction date that is not a date",
            text: #"{"version": 2, "preferredGenres": [], "hasCompletedOnboarding": true, "#
                + #""liked": {"tt1": "yesterday"}, "saved": {}, "passed": {}}"#,
            reason: #""yesterday" is not a date (at liked.tt1)"#
        ),
    ]
}

extension CorruptProfileFixture {
    /// A fixture from text, stored as UTF-8.
    init(label: String, text: String, reason: String) {
        self.init(label: label, bytes: Array(text.utf8), reason: reason)
    }
}
