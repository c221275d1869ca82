import Foundation
import MarqueeDomain
import Testing

/// A poster double answering from a table; a URL it was not given an answer for records an issue and fails.
struct StubPosters: PosterRepository {
    let answers: [URL: Result<Data, PosterError>]
    /// The only format the caller may ask for; any other records an issue.
    let format: PosterFormat

    func poster(at url: URL, format: PosterFormat) async throws(PosterError) -> Data {
        #expect(format == self.format, "asked for \(format), expected \(self.format)")
        guard let answer = answers[url] else {
            Issue.record("unexpected poster request for \(url)")
            throw .unavailable(reason: "unexpected request")
        }
        return try answer.get()
    }
}
