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
    private let findMovie: FindMovieUseCase?
    private let loadProfile: LoadProfileUseCase?

    /// Creates the reducer.
    /// - Parameters:
    ///   - loadDetails: loads a film's details, the store's facts included.
    ///   - observeSaved: streams the shelf, which the saved mark is derived from.
    ///   - react: records a like, save or pass.
    ///   - posters: where posters come from, or `nil` when the terminal shows no images.
    ///   - findMovie: finds the film ``DetailIntent/open(query:)`` names; without it, the name is read as an id.
    ///   - loadProfile: reads the film's reactions once its details arrive; without it, they stay `.idle`.
    public init(
        loadDetails: LoadMovieDetailUseCase,
        observeSaved: ObserveSavedMoviesUseCase,
        react: ReactToMovieUseCase,
        posters: PosterSource? = nil,
        findMovie: FindMovieUseCase? = nil,
        loadProfile: LoadProfileUseCase? = nil
    ) {
        self.loadDetails = loadDetails
        self.observeSaved = observeSaved
        self.react = react
        self.posters = posters
        self.findMovie = findMovie
        self.loadProfile = loadProfile
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
        case .open(let query):
            guard state.details.value == nil, !state.details.isLoading else { return .none }
            let id = MovieID(query.trimmingCharacters(in: .whitespaces))
            // A store id is the store's to resolve; only a catalog name is looked up first.
            guard let findMovie, !id.isShopID else {
                state.movieID = id
                return reduce(&state, .task)
            }
            state.details = .loading
            return .run(id: "load") { send in
                do throws(CatalogError) {
                    await send(.resolved(try await findMovie.execute(query)))
                } catch {
                    await send(.loadFailed(error))
                }
            }
        case .resolved(let movie):
            state.movieID = movie.id
            state.catalogMovie = movie
            state.details = .idle
            return reduce(&state, .task)
        case .reactionsLoaded(let reactions):
            state.reactions = .loaded(reactions)
            return .none
        case .reactionsFailed(let error):
            state.reactions = .failed(error)
            return .none
        case .retry:
            state.details = .loading
            return load(state)
        case .detailsLoaded(let detail):
            state.details = .loaded(detail)
            return .merge(loadPoster(&state), loadReactions(&state))
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

    /// Reads the film's reactions from the profile, under its own id and its catalog twin's.
    private func loadReactions(_ state: inout DetailState) -> Effect<DetailIntent> {
        guard let loadProfile else { return .none }
        state.reactions = .loading
        let ids = [state.movieID, state.details.value?.details.catalogID].compactMap { $0 }
        return .run(id: "reactions") { send in
            do throws(ProfileError) {
                let profile = try await loadProfile.execute()
                let reactions = ids.reduce(into: Set<Reaction>()) { $0.formUnion(profile.reactions(to: $1)) }
                await send(.reactionsLoaded(reactions))
            } catch {
                await send(.reactionsFailed(error))
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
        let changes: [ReactionChange] = saved.isEmpty ? [.react(.save, saveID)] : saved.map { .undo(.save, $0) }
        return ReactionReducer.effect(
            changes, using: react, stored: { .saveStored($0) }, failed: { .saveFailed($0) })
    }
}
