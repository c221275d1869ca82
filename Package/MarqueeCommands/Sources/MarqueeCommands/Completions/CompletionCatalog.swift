import MarqueeDomain
import MarqueeWords
import TerminalKit

/// What each kind of argument completes to, by the name the command table gives it, so every command that takes
/// `--genre` or `<id-or-title>` completes it alike.
///
/// An option or argument missing here completes as free text; a test checks that every value in the table is known
/// here, so a new one cannot be forgotten.
enum CompletionCatalog {
    /// The value options that take free text: numbers, URLs, names the program cannot list.
    static let freeTextOptions: Set<String> = [
        "--limit", "--year", "--duration", "--backend", "--filter", "--base-url", "--model",
        "--save",
        "--min-votes", "--region",
    ]

    /// The storefronts offered for `--country`: any two letters are accepted, these are the usual ones.
    static let countries = ["us", "gb", "ca", "au", "de", "at", "ch", "fr", "es", "it", "nl", "se", "jp", "br", "mx"]

    /// The shells `marquee completions` writes for.
    static let shells = ["bash", "zsh", "fish"]

    /// What an option's value completes to.
    static func values(forOption name: String) -> CompletionValues {
        switch name {
        case "--genre", "--genres": .choices(Genre.allCases.map(\.rawValue))
        case "--type": .choices(["movie", "tv"])
        case "--rating": .choices(ContentRating.allCases.map(\.rawValue))
        case "--lang": .choices(Language.allCases.map(\.rawValue))
        case "--country": .choices(countries)
        case "--color": .choices(ColorChoice.allCases.map(\.rawValue))
        case "--images": .choices(ImageChoice.allCases.map(\.rawValue))
        case "--letterboxd": .file
        default: .text
        }
    }

    /// What a positional argument completes to, by its usage name.
    static func values(forArgument name: String) -> CompletionValues {
        switch name {
        case "<id-or-title>": .movie
        case "<file>": .file
        case "<other>...": .file
        case "<shell>": .choices(shells)
        default: .text
        }
    }

    /// Every command the parser knows, in help order.
    static var commands: [CompletionCommand] { CommandRegistry.all.map { CompletionCommand($0.spec) } }

    /// The options taken before any command: the global ones, `--accessible` and `--version`.
    static var topLevelOptions: [CompletionOption] {
        CommandSpec.globalOptions.map(CompletionOption.init) + [
            CompletionOption(name: "--accessible"), CompletionOption(name: "--version"),
        ]
    }

    /// Every value option, each once, in table order: the shells decide from the word before the cursor.
    static var valueOptions: [CompletionOption] {
        var seen: Set<String> = []
        return (topLevelOptions + commands.flatMap(\.options)).filter { option in
            option.values != nil && seen.insert(option.name).inserted
        }
    }
}
