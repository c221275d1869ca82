extension Effect {
    /// Lifts a child feature's effect into its parent's, so one store can run several reducers composed into one.
    ///
    /// Every intent the child's work or sends deliver is wrapped with `transform`, and every id is prefixed with
    /// `scope` and a slash, so two children that both run `"load"` never cancel each other: they become
    /// `"feed/load"` and `"saved/load"`. Cancels are renamed the same way, so a child can still cancel its own runs.
    /// - Parameters:
    ///   - scope: the child's name, unique among the parent's children.
    ///   - transform: wraps a child intent as a parent intent, usually an enum case such as `AppIntent.feed`.
    /// - Returns: an effect with the same operations, in the same order, speaking the parent's intents.
    public func scoped<Parent: Sendable>(
        _ scope: String,
        _ transform: @escaping @Sendable (Intent) -> Parent
    ) -> Effect<Parent> {
        .merge(
            steps.map { step in
                switch step {
                case .run(let id, let work):
                    .run(id: id.map { Self.scoped($0, in: scope) }) { send in
                        await work(Send { intent in send.handler(transform(intent)) })
                    }
                case .cancel(let id):
                    .cancel(Self.scoped(id, in: scope))
                case .send(let intent):
                    .send(transform(intent))
                }
            }
        )
    }

    private static func scoped(_ id: EffectID, in scope: String) -> EffectID {
        EffectID(scope + "/" + id.rawValue)
    }
}
