import MVIKit
import MarqueeDomain

extension ReactionReducer {
    /// The one effect every screen stores reactions with: the feed, the saved shelf, the detail panel and Ask's
    /// picks, as well as `marquee like`.
    ///
    /// The changes are stored in order, each outcome sent back as the screen's own intent; the first failure stops
    /// the rest and is sent back too. Each screen keeps its own optimistic state and rollback, and shares the loop
    /// that reaches the profile.
    /// - Parameters:
    ///   - changes: what to store, in order.
    ///   - react: the use case that stores reactions.
    ///   - id: the effect's id, so a newer reaction can replace one in flight; `nil` for anonymous work.
    ///   - stored: the screen's intent for one stored outcome.
    ///   - failed: the screen's intent for a failure.
    /// - Returns: the effect.
    public static func effect<Intent: Sendable>(
        _ changes: [ReactionChange],
        using react: ReactToMovieUseCase,
        id: EffectID? = nil,
        stored: @escaping @Sendable (ReactionOutcome) -> Intent,
        failed: @escaping @Sendable (SourceError) -> Intent
    ) -> Effect<Intent> {
        .run(id: id) { send in
            do throws(SourceError) {
                for change in changes { await send(stored(try await change.store(using: react))) }
            } catch {
                await send(failed(error))
            }
        }
    }
}
