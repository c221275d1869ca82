import MarqueeWords

/// Everything the parser and the help screen need to know about one command.
public struct CommandSpec: Sendable {
    /// The names that invoke it; the first is the main one (`like`, or `unlike` for a variant).
    public let names: [String]
    /// The localization key of one imperative sentence saying what it does.
    public let abstractKey: L10nKey
    /// The localization key of extra help, in full sentences; `nil` for none.
    public let discussionKey: L10nKey?
    /// The positional arguments, as shown in the usage line (`<id-or-title>`).
    public let arguments: [String]
    /// How many positional arguments it takes at least and at most.
    public let argumentCount: ClosedRange<Int>
    /// The options it accepts, besides the global ones.
    public let options: [OptionSpec]
    /// Whether it has a `--json` document; `app` does not, since it opens the interactive app.
    public let printsJSON: Bool
    /// The localization key of the usage error for `--json` when it has no document: it says why, per command.
    public let noJSONKey: L10nKey

    /// Creates a command description; `abstract`, `discussion`, `noJSON` and option help are localization keys.
    public init(
        names: [String],
        abstract: L10nKey,
        discussion: L10nKey? = nil,
        arguments: [String] = [],
        argumentCount: ClosedRange<Int> = 0...0,
        options: [OptionSpec] = [],
        printsJSON: Bool = true,
        noJSON: L10nKey = .usageNoJSON
    ) {
        self.names = names
        self.abstractKey = abstract
        self.discussionKey = discussion
        self.arguments = arguments
        self.argumentCount = argumentCount
        self.options = options
        self.printsJSON = printsJSON
        self.noJSONKey = noJSON
    }

    /// The options every command accepts, but `--json` only where ``printsJSON`` is true.
    public static let globalOptions: [OptionSpec] = [
        .flag("--json", help: .helpOptionJson),
        .flag("--help", short: "-h", help: .helpOptionHelp),
        .value("--lang", "LANG", help: .helpOptionLang),
        .value("--color", "WHEN", help: .helpOptionColor),
        .value("--images", "MODE", help: .helpOptionImages),
    ]

    /// The global options this command accepts: all of them, less `--json` when it has no JSON document.
    public var acceptedGlobalOptions: [OptionSpec] {
        printsJSON ? Self.globalOptions : Self.globalOptions.filter { $0.name != "--json" }
    }

    /// The usage line, for example `marquee onboard --genres LIST [--json]`: required options without brackets.
    public func usage(invokedAs name: String? = nil) -> String {
        var parts = ["marquee", name ?? names[0]]
        parts += arguments
        parts += options.map(\.usage)
        if printsJSON { parts.append(Self.globalOptions[0].usage) }
        return parts.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
