import Foundation
import MVIKit
import MarqueeDomain

/// Likes, saves and passes a film named by the user, or takes such a reaction back: `marquee like heat 1995`.
///
/// Naming follows one rule for every caller: a store id (`itunes:…`) goes to the use case as it is, since the
/// store, not the catalog, knows it; anything else is found by id or title as search reads it. Taking a
/// reaction back also accepts a raw id the catalog no longer has, as long as the profile holds that reaction, so
/// a film that left the catalog can still be cleared. One reaction runs at a time, under the effect id
/// `"react"`.
public struct ReactionReducer: Reducer {
    private let react: ReactToMovieUseCase
    private let findMovie: FindMovieUseCase
    private let loadProfile: LoadProfileUseCase

    /// Creates the reducer.
    /// - Parameters:
    ///   - react: records and takes back reactions.
    ///   - findMovie: finds the film a name means.
    ///   - loadProfile: reads the profile, to accept a raw id being taken back.
    public init(react: ReactToMovieUseCase, findMovie: FindMovieUseCase, loadProfile: LoadProfileUseCase) {
        self.react = react
        self.findMovie = findMovie
        self.loadProfile = loadProfile
    }

    /// Applies one intent and returns the work it needs.
    public func reduce(_ state: inout ReactionState, _ intent: ReactionIntent) -> Effect<ReactionIntent> {
        switch intent {
        case .react(let reaction, let name):
            return start(&state, reaction, name, isUndo: false)
        case .undo(let reaction, let name):
            return start(&state, reaction, name, isUndo: true)
        case .finished(let outcome):
            state.outcome = .loaded(outcome)
            return .none
        case .failed(let failure):
            state.outcome = .failed(failure)
            return .none
        }
    }

    private func start(_ state: inout ReactionState, _ reaction: Reaction, _ name: String, isUndo: Bool)
        -> Effect<ReactionIntent>
    {
        guard !state.outcome.isLoading else { return .none }
        state.outcome = .loading
        let (react, naming) = (self.react, self)
        return .run(id: "react") { send in
            do throws(ReactionFailure) {
                let id = try await naming.movieID(name, reaction: reaction, isUndo: isUndo)
                let change: ReactionChange = isUndo ? .undo(reaction, id) : .react(reaction, id)
                do throws(SourceError) {
                    await send(.finished(try await change.store(using: react)))
                } catch {
                    throw .storing(error)
                }
            } catch {
                await send(.failed(error))
            }
        }
    }

    /// The film `name` names, by the rule in the type's description.
    private func movieID(_ name: String, reaction: Reaction, isUndo: Bool) async throws(ReactionFailure) -> MovieID {
        let raw = MovieID(name.trimmingCharacters(in: .whitespaces))
        if raw.isShopID { return raw }
        do {
            return try await findMovie.execute(name).id
        } catch {
            guard case .noMatch = error else { throw .catalog(error) }
            guard isUndo else { throw .naming(error) }
            let profile: UserProfile
            do { profile = try await loadProfile.execute() } catch { throw .profile(error) }
            guard profile.reactions(to: raw).contains(reaction) else { throw .naming(error) }
            return raw
        }
    }
}
