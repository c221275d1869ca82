import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking
@testable import MarqueeSearch

/// One request and the criteria it must be read as, for the parser's table test.
struct AskPhrasing: Sendable, CustomTestStringConvertible {
    let text: String
    let criteria: AskCriteria

    var testDescription: String { "\"\(text)\"" }

    init(_ text: String, _ criteria: AskCriteria) {
        self.text = text
        self.criteria = criteria
    }
}
