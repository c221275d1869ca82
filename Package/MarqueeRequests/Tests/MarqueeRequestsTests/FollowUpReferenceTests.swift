import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRequests

struct FollowUpReferenceTests {
    @Test(
        "An ordinal reference to a previous pick becomes that pick's title",
        arguments: [
            ("more like the second one", "more like Scream"),
            ("something like the 1st pick but funnier", "something like Heat but funnier"),
            ("like the last one", "like Alien"),
            ("like the fifth one", "like the fifth one"),
            ("less violent", "less violent"),
        ])
    func rewrites(request: String, expected: String) {
        #expect(FollowUpReference.rewrite(request, titles: ["Heat", "Scream", "Alien"]) == expected)
    }
}
