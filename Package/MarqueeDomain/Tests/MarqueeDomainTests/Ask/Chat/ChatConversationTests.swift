import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

struct ChatConversationTests {
    private static let scream = ChatPick(title: "Scream", year: 1996, reason: "r")
    private static let casper = ChatPick(title: "Casper", year: 1995, reason: "r")

    @Test("The history keeps each question with its picks and folds the oldest exchanges' picks away when long")
    func boundedHistory() {
        var conversation = ChatConversation(maximumTurns: 2)
        conversation.ask("90s horror")
        conversation.answer([Self.scream])
        conversation.ask("less violent")
        conversation.answer([Self.casper])
        conversation.ask("only after 2000")
        conversation.answer([])
        conversation.ask("something else")
        #expect(
            conversation.exchanges == [
                .init(question: "less violent", picks: [Self.casper]),
                .init(question: "only after 2000", picks: []),
                .init(question: "something else", picks: nil),
            ])
        #expect(conversation.earlierPicks == [Self.scream])
    }

    @Test("An answer with no question waiting is not recorded, but what was understood still is")
    func answerWithoutQuestion() {
        var conversation = ChatConversation()
        conversation.ask("heists")
        conversation.answer([Self.scream])
        conversation.answer([Self.casper], understood: AskCriteria(wantedGenres: [[.crime]]))
        #expect(conversation.exchanges == [.init(question: "heists", picks: [Self.scream])])
        #expect(conversation.understood == AskCriteria(wantedGenres: [[.crime]]))
    }
}
