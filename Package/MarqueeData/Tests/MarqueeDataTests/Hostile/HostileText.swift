import Foundation

/// The same hostile words for every source, as the wire spells them (JSON escapes) and as the domain must see them.
///
/// The title sets the window title and clears the screen, the director turns the text red, and the summary switches
/// to the alternate screen and hides an 8-bit CSI; a clean build shows none of it and keeps every visible letter.
enum HostileText {
    /// The title inside a JSON string.
    static let titleJSON = #"Evil\u001b]0;PWNED\u0007\u001b[2J Title"#
    /// The title as Swift text.
    static let titleRaw = "Evil\u{1B}]0;PWNED\u{07}\u{1B}[2J Title"
    /// The title once cleaned.
    static let title = "Evil Title"

    /// The director inside a JSON string.
    static let directorJSON = #"Dir\u001b[31mRED"#
    /// The director as Swift text.
    static let directorRaw = "Dir\u{1B}[31mRED"
    /// The director once cleaned.
    static let director = "DirRED"

    /// The summary inside a JSON string: several lines, a screen switch, a tab and an 8-bit CSI.
    static let summaryJSON = #"Line one\u001b[?1049h\r\nline two\u009b2J\tend"#
    /// The summary as Swift text.
    static let summaryRaw = "Line one\u{1B}[?1049h\r\nline two\u{9B}2J\tend"
    /// The summary once cleaned, keeping its line break.
    static let summary = "Line one\nline two end"
    /// The summary once cleaned as one line.
    static let summaryOneLine = "Line one line two end"

    /// A Search or Lookup answer with one hostile film, track id 42.
    static let searchAnswer = """
        {"resultCount": 1, "results": [{"wrapperType": "track", "kind": "feature-movie", "trackId": 42,
        "trackName": "\(titleJSON)", "artistName": "\(directorJSON)", "primaryGenreName": "Drama\\u001b[5m",
        "contentAdvisoryRating": "PG-13\\u001b[5m",
        "trackPrice": 3.99, "currency": "US\\u001b[8mD", "shortDescription": "\(summaryJSON)",
        "longDescription": "\(summaryJSON)"}]}
        """

    /// An RSS chart with one hostile entry, id 42.
    static let chart = """
        {"feed": {"entry": [{"im:name": {"label": "\(titleJSON)"}, "title": {"label": "x"},
        "summary": {"label": "\(summaryJSON)"}, "im:artist": {"label": "\(directorJSON)"},
        "im:price": {"label": "$1", "attributes": {"amount": "1.99", "currency": "U\\u0007SD\\u009c"}},
        "id": {"label": "https://itunes.apple.com/us/movie/evil/id42", "attributes": {"im:id": "42"}}}]}}
        """
}
