/// One command as a completion script offers it.
struct CompletionCommand: Hashable, Sendable {
    /// The names that invoke it.
    let names: [String]
    /// What its positional arguments complete to.
    let arguments: CompletionValues
    /// Its options, the global ones included.
    let options: [CompletionOption]

    /// The command as the parser's table describes it.
    init(_ spec: CommandSpec) {
        names = spec.names
        arguments = spec.arguments.first.map(CompletionCatalog.values(forArgument:)) ?? .text
        options = (spec.options + spec.acceptedGlobalOptions).map(CompletionOption.init)
    }
}
