/// One option as a completion script offers it.
struct CompletionOption: Hashable, Sendable {
    /// The long name with dashes: `--genre`.
    let name: String
    /// The one-letter alias, such as `-n`, if any.
    let shortName: String?
    /// What its value completes to, or `nil` for a flag that takes none.
    let values: CompletionValues?

    /// The option as the parser's table describes it, with its value's completions looked up by name.
    init(_ option: OptionSpec) {
        name = option.name
        shortName = option.shortName
        values = option.valueName == nil ? nil : CompletionCatalog.values(forOption: option.name)
    }

    /// An option that only the program's top level takes, such as `--version`.
    init(name: String, shortName: String? = nil, values: CompletionValues? = nil) {
        self.name = name
        self.shortName = shortName
        self.values = values
    }

    /// Its names, long first, as the shells list them.
    var names: [String] { [name] + (shortName.map { [$0] } ?? []) }
}
