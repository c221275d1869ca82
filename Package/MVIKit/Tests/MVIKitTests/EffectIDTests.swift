import MVIKit
import Testing

@Suite
struct EffectIDTests {
    @Test(
        "Effect ids are equal exactly when their text is equal",
        arguments: [
            ("search", "search", true),
            ("search", "Search", false),
            ("search", "search ", false),
            ("", "", true),
        ]
    )
    func equalityFollowsText(lhs: String, rhs: String, equal: Bool) {
        #expect((EffectID(lhs) == EffectID(rhs)) == equal)
        #expect((Set([EffectID(lhs), EffectID(rhs)]).count == 1) == equal)
    }

    @Test("A string literal makes the same id as the initialiser, and the id prints as its text")
    func literalMatchesInitialiser() {
        let literal: EffectID = "favorites.observe"

        #expect(literal == EffectID("favorites.observe"))
        #expect(literal.rawValue == "favorites.observe")
        #expect(literal.description == "favorites.observe")
        #expect("\(literal)" == "favorites.observe")
    }
}
