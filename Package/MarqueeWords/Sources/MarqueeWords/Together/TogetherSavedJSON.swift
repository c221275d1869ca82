import MarqueeDomain

/// The `--json` document of `marquee together --save` (schema `marquee.together-saved/1`): the name kept, and what
/// was read for the person.
public struct TogetherSavedJSON: Encodable {
    let schema = "marquee.together-saved/1"
    let name: String
    let liked: Int
    let saved: Int
    let passed: Int
    let watched: Int

    /// Builds the document from the person as saved.
    public init(_ member: GroupMember) {
        name = member.name
        liked = member.profile.liked.count
        saved = member.profile.saved.count
        passed = member.profile.passed.count
        watched = member.watched.count
    }
}
