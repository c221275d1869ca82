import MarqueeDomain

/// What can happen while picking films to watch together.
public enum TogetherIntent: Sendable {
    /// Read these people (files, folders or saved names) and pick again once all are in: `marquee together`.
    case addMembers([String])
    /// A person was read.
    case memberRead(GroupMember, source: String)
    /// A person could not be read; nobody from this request is picked for until it is fixed.
    case memberFailed(TogetherMemberFailure)
    /// The user took a person out of the group.
    case removeMemberTapped(String)
    /// Pick again for the people in the group.
    case rank
    /// The picks came back.
    case picksLoaded(GroupPicks)
    /// The picks could not be made.
    case rankFailed(SourceError)
    /// The user reacted to a pick for themselves: a like or save marks it, a pass takes it away.
    case reactTapped(Reaction, MovieID)
    /// A reaction was stored.
    case reactionStored(ReactionOutcome)
    /// A reaction could not be stored.
    case reactionFailed(SourceError, MovieID, before: Set<Reaction>)
    /// Read the person at `source` and keep them under `name`: `marquee together --save NAME FILE`.
    case saveMember(name: String, source: String)
    /// The person was saved under their name.
    case memberSaved(GroupMember)
    /// Nothing was saved.
    case saveFailed(ShelfTransferError)
}
