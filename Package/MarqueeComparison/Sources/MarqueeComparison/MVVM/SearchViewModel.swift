import MVIKit
import MarqueeDomain
import Observation

/// Search as MVVM: a view model with one input, ``queryChanged(_:)``, and read-only outputs.
///
/// The view never writes state; it reports what happened and renders ``query`` and ``phase``. Each change bumps a
/// generation counter, and a response is applied only if no change came after the one that asked for it. That
/// guard does not depend on cancellation reaching the request, so it also holds for work that outlives its task.
@MainActor
@Observable
public final class SearchViewModel {
    /// The text in the search field, as last reported through ``queryChanged(_:)``.
    public private(set) var query = ""

    /// The results for ``query``, or where loading them stands.
    public private(set) var phase: LoadingPhase<[Movie], CatalogError> = .idle

    /// The running debounce-then-search; the tests read it to wait for it.
    @ObservationIgnored private(set) var searchTask: Task<Void, Never>?

    /// Counts query changes; a response carries the count it was asked under.
    @ObservationIgnored private var generation = 0

    @ObservationIgnored private let service: any SearchService
    @ObservationIgnored private let debounce: Duration

    /// Creates an idle view model.
    /// - Parameters:
    ///   - service: where the films come from.
    ///   - debounce: how long to wait after the last keystroke.
    public init(service: any SearchService, debounce: Duration = SearchDebounce.standard) {
        self.service = service
        self.debounce = debounce
    }

    /// The query and results, as every variant reports them.
    public var snapshot: SearchSnapshot { SearchSnapshot(query: query, phase: phase) }

    /// Input: the user edited the search field.
    /// - Parameter text: the field's new contents.
    public func queryChanged(_ text: String) {
        query = text
        generation += 1
        guard let term = SearchTerm(text) else {
            #if !BREAK_CANCEL
                searchTask?.cancel()
            #endif
            phase = .idle
            return
        }
        #if !BREAK_DEBOUNCE
            searchTask?.cancel()
        #endif
        phase = .loading
        let generation = self.generation
        searchTask = Task { [weak self, debounce] in
            try? await Task.sleep(for: debounce)
            guard !Task.isCancelled else { return }
            await self?.search(term, asked: generation)
        }
    }

    private func search(_ term: SearchTerm, asked: Int) async {
        let outcome = await service.phase(for: term)
        #if !BREAK_STALE
            guard asked == generation else { return }  // a newer change came after this request
        #endif
        phase = outcome
    }
}
