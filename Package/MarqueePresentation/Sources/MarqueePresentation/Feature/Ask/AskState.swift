import MVIKit
import MarqueeDomain

/// Everything the Ask screen shows: the field, the question asked, the picks so far and the conversation.
public struct AskState: Equatable, Sendable {
    /// The question field as typed.
    public var question = ""
    /// The last question sent, which the answer on screen is for and which retry sends again.
    public var asked: String?
    /// The answer to ``asked``, or where getting it stands.
    public var answer: LoadingPhase<AskOutcome, AskModelError> = .idle
    /// The model's picks that arrived for the question in flight, in order; kept on screen if it then fails.
    public var streamed: [GroundedPick] = []
    /// The questions and answers so far, so a new question is a follow-up the model can read.
    public var conversation: ChatConversation
    /// The titles of the last answer, in their numbered order, so "the second one" can be read offline.
    public var previousTitles: [String] = []
    /// The catalog film of each pick of the last answer, in the same order, so a chat's `save 2` finds its film.
    public var previousMovies: [Movie?] = []
    /// How many picks to ask for.
    public var limit: Int
    /// The model that answers, or `nil` when questions are answered offline; the screen names it while it streams.
    public var modelName: String?
    /// A message shown over the screen.
    public var notice: AskNotice?
    /// The last reaction to a pick by its number, and where storing it stands; `nil` before the first.
    public var reaction: AskReaction?

    /// Creates the initial state.
    /// - Parameters:
    ///   - limit: how many picks to ask for.
    ///   - modelName: the model that answers, or `nil` when questions are answered offline.
    ///   - conversation: the conversation so far; empty on a fresh screen.
    public init(limit: Int = 5, modelName: String? = nil, conversation: ChatConversation = ChatConversation()) {
        self.limit = limit
        self.modelName = modelName
        self.conversation = conversation
    }

    /// The catalog film of each pick on screen in its numbered order, `nil` for a model's pick the catalog lacks.
    ///
    /// The answer's picks once it arrived; before that, and after a failure, the picks streamed so far.
    public var shownMovies: [Movie?] {
        answer.value?.movies ?? streamed.map(\.movie)
    }
}
