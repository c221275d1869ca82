import Foundation
import MarqueeDomain
import MarqueeWords

/// `marquee like|save|pass|unlike|unsave|unpass <id-or-title>`: records or takes back a reaction.
struct ReactCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["like", "save", "pass", "unlike", "unsave", "unpass"],
        abstract: .helpReactAbstract,
        discussion: .helpReactDiscussion,
        arguments: ["<id-or-title>"],
        // A title may come as several words, "like heat 1995", read as search reads them.
        argumentCount: 1...20
    )

    let reaction: Reaction
    let isUndo: Bool
    let query: String
    /// The command as typed, `like` or `unsave`, which a suggestion repeats.
    let verb: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        isUndo = arguments.command.hasPrefix("un")
        let verb = isUndo ? String(arguments.command.dropFirst(2)) : arguments.command
        guard let reaction = Reaction(rawValue: verb) else {
            throw UsageError(arguments.l10n(.usageUnknownCommand, arguments.command), command: nil)
        }
        self.reaction = reaction
        self.verb = arguments.command
        query = arguments.positionals.joined(separator: " ")
    }

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        let react = context.dependencies.react
        let id = try await movieID(context)
        let outcome: ReactionOutcome
        do {
            outcome =
                isUndo ? try await react.undo(reaction, movieID: id) : try await react.execute(reaction, movieID: id)
        } catch {
            throw .reaction(error)
        }
        switch context.format {
        case .json:
            context.console.out(JSONOutput.encode(ReactionJSON(outcome: outcome, reaction: reaction, isUndo: isUndo)))
        case .text:
            context.console.out(ReactionText(l10n: context.l10n).text(outcome, reaction: reaction, isUndo: isUndo))
        }
    }

    /// The film the user named.
    ///
    /// Taking a reaction back also accepts a raw id the catalog no longer has,
    /// so nothing in the profile is ever stuck there.
    @MainActor private func movieID(_ context: CommandContext) async throws(CommandFailure) -> MovieID {
        // A store film (`itunes:…`) is checked against the store by the use case, not against the catalog here.
        let storeID = MovieID(query.trimmingCharacters(in: .whitespaces))
        if storeID.isShopID { return storeID }
        do {
            return try await context.dependencies.findMovie.execute(query).id
        } catch {
            guard case .noMatch = error else { throw .catalog(error) }
            guard isUndo else { throw .naming(error, verb: verb) }
            let profile: UserProfile
            do { profile = try await context.dependencies.profile.load() } catch { throw .profile(error) }
            let raw = MovieID(query.trimmingCharacters(in: .whitespaces))
            guard profile.reactions(to: raw).contains(reaction) else { throw .naming(error, verb: verb) }
            return raw
        }
    }
}
