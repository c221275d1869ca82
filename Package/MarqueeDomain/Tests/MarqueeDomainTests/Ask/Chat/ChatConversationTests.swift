import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

struct ChatConversationTests {
    @Test("The history keeps numbered answers and folds the oldest exchanges into a summary when long")
    func boundedHistory() {
        var conversation = ChatConversation(maximumTurns: 2)
        conversation.ask("90s horror")
        conversation.answer([ChatPick(title: "Scream", year: 1996, reason: "r")])
        conversation.ask("less violent")
        conversation.answer([ChatPick(title: "Casper", year: 1995, reason: "r")])
        conversation.ask("only after 2000")
        conversation.answer([])
        #expect(
            conversation.messages == [
                ChatMessage(.system, "Earlier in this chat you suggested: Scream (1996)."),
                ChatMessage(.user, "less violent"), ChatMessage(.assistant, "1. Casper (1995)"),
                ChatMessage(.user, "only after 2000"), ChatMessage(.assistant, "(no picks)"),
            ])
    }
}
