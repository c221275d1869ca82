import MVIKit
import MarqueeDomain
import Observation

/// Search as MV: one observable model that owns the query, the results and the running task.
///
/// A view binds straight to ``query``; setting it restarts the debounce. The model keeps the one task it started
/// and cancels it on the next keystroke, and a cancelled task never writes ``phase``. That check happens on the main
/// actor in the same step as the write, so a response that ignores cancellation still cannot land late.
@MainActor
@Observable
public final class MovieSearch {
    /// The text in the search field; every change restarts the debounce, and short text resets to idle.
    public var query = "" {
        didSet { queryDidChange() }
    }

    /// The results for ``query``, or where loading them stands.
    public private(set) var phase: LoadingPhase<[Movie], CatalogError> = .idle

    /// The running debounce-then-search; the tests read it to wait for it.
    @ObservationIgnored private(set) var searchTask: Task<Void, Never>?

    @ObservationIgnored private let service: any SearchService
    @ObservationIgnored private let debounce: Duration

    /// Creates an idle search.
    /// - Parameters:
    ///   - service: where the films come from.
    ///   - debounce: how long to wait after the last keystroke.
    public init(service: any SearchService, debounce: Duration = SearchDebounce.standard) {
        self.service = service
        self.debounce = debounce
    }

    /// The query and results, as every variant reports them.
    public var snapshot: SearchSnapshot { SearchSnapshot(query: query, phase: phase) }

    private func queryDidChange() {
        guard let term = SearchTerm(query) else {
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
        searchTask = Task { [weak self, service, debounce] in
            try? await Task.sleep(for: debounce)
            guard !Task.isCancelled else { return }
            let outcome = await service.phase(for: term)
            #if !BREAK_STALE
                guard !Task.isCancelled else { return }  // a newer keystroke owns `phase` now
            #endif
            self?.phase = outcome
        }
    }
}
