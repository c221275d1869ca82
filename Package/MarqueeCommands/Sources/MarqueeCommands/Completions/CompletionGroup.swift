/// Options or commands that complete alike, so a script names them in one `case` branch.
struct CompletionGroup: Hashable, Sendable {
    /// The options in the group, for option groups.
    var options: [CompletionOption] = []
    /// The command names in the group, for command groups.
    var names: [String] = []
    /// What they complete to.
    let values: CompletionValues
}
