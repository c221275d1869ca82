import MarqueeDomain

extension AppState {
    /// The rows the Together cursor walks: the members, then the picks.
    public var togetherRows: Int {
        together.members.count + (together.picks.value?.picks.count ?? 0)
    }

    /// The person under the Together cursor, or `nil` in the field or on a pick.
    public var selectedTogetherMember: GroupMember? {
        guard !isEditingMember, together.members.indices.contains(togetherCursor) else { return nil }
        return together.members[togetherCursor]
    }

    /// The pick under the Together cursor, or `nil` in the field or on a member.
    public var selectedTogetherPick: GroupPick? {
        let picks = together.picks.value?.picks ?? []
        let index = togetherCursor - together.members.count
        guard !isEditingMember, picks.indices.contains(index) else { return nil }
        return picks[index]
    }
}
