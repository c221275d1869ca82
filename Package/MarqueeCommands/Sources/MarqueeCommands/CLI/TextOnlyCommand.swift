import MarqueeWords

/// A command whose whole output is text made from the command table and the help texts, such as `completions` and
/// `man`: it runs without the composition root, so it never waits for the catalog to load.
///
/// `source <(marquee completions bash)` runs at every shell start; loading 19,000 films first would add a tenth of
/// a second to each.
protocol TextOnlyCommand: MarqueeCommand {
    /// The output, in the given language.
    func text(l10n: Localizer) -> String
}

extension TextOnlyCommand {
    /// Prints `text(l10n:)`; `MarqueeCLI` calls the text directly, without building dependencies.
    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        context.console.out(text(l10n: context.l10n))
    }
}
