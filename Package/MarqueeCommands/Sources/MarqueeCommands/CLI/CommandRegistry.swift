/// Every command, in the order `marquee --help` lists them.
enum CommandRegistry {
    static let all: [any MarqueeCommand.Type] = [
        TonightCommand.self,
        FeedCommand.self,
        OnboardCommand.self,
        ReactCommand.self,
        SavedCommand.self,
        ExportCommand.self,
        ImportCommand.self,
        TogetherCommand.self,
        CatalogCommand.self,
        MovieCommand.self,
        SearchCommand.self,
        DiscoverCommand.self,
        OpenCommand.self,
        AppCommand.self,
        AskCommand.self,
        ChatCommand.self,
        ModelCommand.self,
        RecommendCommand.self,
        CompletionsCommand.self,
        ManualCommand.self,
    ]

    static func command(named name: String) -> (any MarqueeCommand.Type)? {
        all.first { $0.spec.names.contains(name) }
    }
}
