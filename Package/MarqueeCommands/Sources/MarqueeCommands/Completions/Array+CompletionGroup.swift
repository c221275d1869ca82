extension [CompletionOption] {
    /// The options grouped by what their values complete to, in the order each kind first appears.
    func grouped() -> [CompletionGroup] {
        var groups: [CompletionGroup] = []
        for option in self {
            let values = option.values ?? .text
            if let index = groups.firstIndex(where: { $0.values == values }) {
                groups[index].options.append(option)
            } else {
                groups.append(CompletionGroup(options: [option], values: values))
            }
        }
        return groups
    }
}

extension [CompletionCommand] {
    /// The commands grouped by what their positional arguments complete to.
    func groupedByArguments() -> [CompletionGroup] {
        var groups: [CompletionGroup] = []
        for command in self {
            if let index = groups.firstIndex(where: { $0.values == command.arguments }) {
                groups[index].names += command.names
            } else {
                groups.append(CompletionGroup(names: command.names, values: command.arguments))
            }
        }
        return groups
    }
}
