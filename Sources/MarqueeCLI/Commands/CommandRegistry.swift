/// Every command, in the order `marquee --help` lists them.
enum CommandRegistry {
    static let all: [any MarqueeCommand.Type] = [
        TonightCommand.self,
        FeedCommand.self,
        OnboardCommand.self,
        ReactCommand.self,
        SavedCommand.self,
        MovieCommand.self,
        SearchCommand.self,
    ]

    static func command(named name: String) -> (any MarqueeCommand.Type)? {
        all.first { $0.spec.names.contains(name) }
    }
}
