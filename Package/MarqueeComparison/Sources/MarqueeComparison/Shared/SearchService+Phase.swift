import MVIKit
import MarqueeDomain

extension SearchService {
    /// Searches and folds the answer into the phase a screen shows, keeping the catalog's own error.
    ///
    /// MV and MVVM both end a search this way; MVI turns the same answer into an intent instead.
    /// - Parameter term: what to search for.
    /// - Returns: `.loaded` with the films, or `.failed` with the `CatalogError` the search threw.
    public func phase(for term: SearchTerm) async -> LoadingPhase<[Movie], CatalogError> {
        do throws(CatalogError) {
            return .loaded(try await search(term.text))
        } catch {
            #if BREAK_TYPED
                return .failed(.unavailable(reason: "\(error)"))
            #else
                return .failed(error)
            #endif
        }
    }
}
