import MVIKit
import MarqueeDomain

/// The film detail screen's state machine: load the details, and save or unsave from the shelf's broadcast.
///
/// `task` loads under `"load"`, and once the details name a poster, and the reducer has a ``PosterSource``, the
/// image loads under `"poster"`; the text never waits for it, and a failure only means no image. `task` subscribes to the saved shelf under `"observeSaved"`, a subscription that lasts
/// as long as the store. The saved mark is always derived from the shelf (``DetailState/isSaved``): tapping only
/// asks for the change, and the broadcast that follows updates this screen and every other open one alike.
public struct DetailReducer: Reducer {
    private let loadDetails: LoadMovieDetailUseCase
    private let observeSaved: ObserveSavedMoviesUseCase
    private let react: ReactToMovieUseCase
    private let posters: PosterSource?

    /// Creates the reducer.
    /// - Parameters:
    ///   - loadDetails: loads a film's details, the store's facts included.
    ///   - observeSaved: streams the shelf, which the saved mark is derived from.
    ///   - react: records a like, save or pass.
    ///   - posters: where posters come from, or `nil` when the terminal shows no images.
    public init(
        loadDetails: LoadMovieDetailUseCase,
        observeSaved: ObserveSavedMoviesUseCase,
        react: ReactToMovieUseCase,
        posters: PosterSource? = nil
    ) {
        self.loadDetails = loadDetails
        self.observeSaved = observeSaved
        self.react = react
        self.posters = posters
    }

    /// Applies one intent and returns the work it needs.
    public func reduce(_ state: inout DetailState, _ intent: DetailIntent) -> Effect<DetailIntent> {
        switch intent {
        case .task:
            guard state.details.value == nil, !state.details.isLoading else { return .none }
            state.details = .loading
            let observeSaved = self.observeSaved
            let observe = Effect<DetailIntent>.run(id: "observeSaved") { send in
                for await shelf in observeSaved.execute() { await send(.shelfChanged(shelf)) }
            }
            return .merge(load(state), observe)
        case .retry:
            state.details = .loading
            return load(state)
        case .detailsLoaded(let detail):
            state.details = .loaded(detail)
            return loadPoster(&state)
        case .posterLoaded(let image):
            state.poster = .loaded(image)
            return .none
        case .posterFailed(let error):
            state.poster = .failed(error)
            return .none
        case .loadFailed(let error):
            state.details = .failed(error)
            return .none
        case .saveTapped:
            guard state.details.value != nil, state.savedIDs != nil else { return .none }
            state.saveFailure = nil
            return toggle(state)
        case .scrolled(let offset):
            state.scrollOffset = max(0, offset)
            return .none
        case .shelfChanged(.success(let shelf)):
            state.savedIDs = Set(shelf.map(\.id))
            state.shelfFailure = nil
            return .none
        case .shelfChanged(.failure(let error)):
            state.shelfFailure = error
            return .none
        case .saveStored:
            return .none
        case .saveFailed(let error):
            state.saveFailure = error
            return .none
        }
    }

    private func load(_ state: DetailState) -> Effect<DetailIntent> {
        let (id, country, loadDetails) = (state.movieID, state.country, self.loadDetails)
        return .run(id: "load") { send in
            do throws(CatalogError) {
                await send(.detailsLoaded(try await loadDetails.execute(id, country: country)))
            } catch {
                await send(.loadFailed(error))
            }
        }
    }

    /// Asks for the poster once per panel, when images are on and the details name one.
    private func loadPoster(_ state: inout DetailState) -> Effect<DetailIntent> {
        guard let posters, state.poster == .idle, let url = state.details.value?.details.movie.posterURL else {
            return .none
        }
        state.poster = .loading
        let (repository, format) = (posters.repository, posters.format)
        return .run(id: "poster") { send in
            do throws(PosterError) {
                await send(.posterLoaded(try await repository.poster(at: url, format: format)))
            } catch {
                await send(.posterFailed(error))
            }
        }
    }

    /// Saves under ``DetailState/saveID``, or unsaves every id of the film that is on the shelf.
    private func toggle(_ state: DetailState) -> Effect<DetailIntent> {
        let (saved, saveID, react) = (state.savedAliases, state.saveID, self.react)
        return .run { send in
            do throws(SourceError) {
                guard !saved.isEmpty else {
                    await send(.saveStored(try await react.execute(.save, movieID: saveID)))
                    return
                }
                for id in saved { await send(.saveStored(try await react.undo(.save, movieID: id))) }
            } catch {
                await send(.saveFailed(error))
            }
        }
    }
}
