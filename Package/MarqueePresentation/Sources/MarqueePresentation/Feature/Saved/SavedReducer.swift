import MVIKit
import MarqueeDomain

/// The saved shelf's state machine: load, and remove with rollback on failure.
public struct SavedReducer: Reducer {
    private let listSaved: ListSavedMoviesUseCase
    private let react: ReactToMovieUseCase

    /// Creates the reducer.
    public init(listSaved: ListSavedMoviesUseCase, react: ReactToMovieUseCase) {
        self.listSaved = listSaved
        self.react = react
    }

    /// Applies one intent and returns the work it needs.
    public func reduce(_ state: inout SavedState, _ intent: SavedIntent) -> Effect<SavedIntent> {
        switch intent {
        case .task:
            guard case .idle = state.shelf else { return .none }
            return reduce(&state, .reload)
        case .reload:
            if state.shelf.value == nil { state.shelf = .loading }
            let listSaved = self.listSaved
            return .run(id: "load") { send in
                do throws(FeedError) {
                    await send(.shelfLoaded(try await listSaved.execute()))
                } catch {
                    await send(.loadFailed(error))
                }
            }
        case .shelfLoaded(let shelf):
            state.shelf = .loaded(shelf)
            state.reloadFailure = nil
            return .none
        case .loadFailed(let error):
            if state.shelf.value != nil {
                state.reloadFailure = error
            } else {
                state.shelf = .failed(error)
            }
            return .none
        case .removeTapped(let id):
            guard var shelf = state.shelf.value, let index = shelf.firstIndex(where: { $0.id == id }) else {
                return .none
            }
            let removed = shelf.remove(at: index)
            state.shelf = .loaded(shelf)
            state.removalFailure = nil
            let react = self.react
            return .run { send in
                do throws(ReactionError) {
                    await send(.removalStored(try await react.undo(.save, movieID: id)))
                } catch {
                    await send(.removalFailed(error, restoring: removed, at: index))
                }
            }
        case .removalStored:
            return .none
        case .removalFailed(let error, let entry, let index):
            var shelf = state.shelf.value ?? []
            if !shelf.contains(where: { $0.id == entry.id }) { shelf.insert(entry, at: min(index, shelf.count)) }
            state.shelf = .loaded(shelf)
            state.removalFailure = error
            return .none
        }
    }
}
