import MVIKit
import MarqueeDomain

/// The saved shelf's state machine (Cinematic's favorites): load or follow the shelf, and remove with rollback.
///
/// With an `ObserveSavedMoviesUseCase` the first `task` subscribes once, under `"observe"`, and every change to the
/// shelf, from this screen or any other, replaces what is shown. Without one, `task` loads once and `reload`
/// loads again.
public struct SavedReducer: Reducer {
    private let listSaved: ListSavedMoviesUseCase
    private let react: ReactToMovieUseCase
    private let observeSaved: ObserveSavedMoviesUseCase?

    /// Creates the reducer.
    /// - Parameters:
    ///   - listSaved: loads the shelf once.
    ///   - react: removes films from the shelf.
    ///   - observeSaved: follows the shelf's changes; `nil` for a screen that loads once, as the CLI does.
    public init(
        listSaved: ListSavedMoviesUseCase, react: ReactToMovieUseCase, observeSaved: ObserveSavedMoviesUseCase? = nil
    ) {
        self.listSaved = listSaved
        self.react = react
        self.observeSaved = observeSaved
    }

    /// Applies one intent and returns the work it needs.
    public func reduce(_ state: inout SavedState, _ intent: SavedIntent) -> Effect<SavedIntent> {
        switch intent {
        case .task:
            guard case .idle = state.shelf else { return .none }
            guard let observeSaved else { return reduce(&state, .reload) }
            state.shelf = .loading
            return .run(id: "observe") { send in
                for await shelf in observeSaved.execute() {
                    switch shelf {
                    case .success(let shelf): await send(.shelfLoaded(shelf))
                    case .failure(let error): await send(.loadFailed(error))
                    }
                }
            }
        case .reload:
            if state.shelf.value == nil { state.shelf = .loading }
            let listSaved = self.listSaved
            return .run(id: "load") { send in
                do throws(SourceError) {
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
            state.restoreFailure = nil
            state.lastRemoval = SavedRemoval(entry: removed, index: index)
            let react = self.react
            return ReactionReducer.effect(
                [.undo(.save, id)], using: react, stored: { .removalStored($0) },
                failed: { .removalFailed($0, restoring: removed, at: index) })
        case .removalStored, .restoreStored:
            return .none
        case .removalFailed(let error, let entry, let index):
            var shelf = state.shelf.value ?? []
            if !shelf.contains(where: { $0.id == entry.id }) { shelf.insert(entry, at: min(index, shelf.count)) }
            state.shelf = .loaded(shelf)
            state.removalFailure = error
            // The film is back already; there is nothing left to undo.
            if state.lastRemoval?.entry.id == entry.id { state.lastRemoval = nil }
            return .none
        case .undoTapped:
            return undo(&state)
        case .restoreFailed(let error, let id):
            if var shelf = state.shelf.value {
                shelf.removeAll { $0.id == id }
                state.shelf = .loaded(shelf)
            }
            state.restoreFailure = error
            return .none
        }
    }

    /// Puts the last removed film back in its place at once, then saves it again; a failure takes it off again.
    private func undo(_ state: inout SavedState) -> Effect<SavedIntent> {
        guard let removal = state.lastRemoval, var shelf = state.shelf.value else { return .none }
        state.lastRemoval = nil
        state.removalFailure = nil
        if !shelf.contains(where: { $0.id == removal.entry.id }) {
            shelf.insert(removal.entry, at: min(removal.index, shelf.count))
        }
        state.shelf = .loaded(shelf)
        let (react, id) = (self.react, removal.entry.id)
        return ReactionReducer.effect(
            [.react(.save, id)], using: react, stored: { .restoreStored($0) },
            failed: { .restoreFailed($0, removing: id) })
    }
}
