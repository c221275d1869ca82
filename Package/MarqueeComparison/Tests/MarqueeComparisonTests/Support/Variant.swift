import Testing

@testable import MarqueeComparison

/// The three ways the search is built; every behavioural test runs once per case.
enum Variant: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case mv = "MV"
    case mvvm = "MVVM"
    case mvi = "MVI"

    /// A debounce short enough that no test notices it.
    ///
    /// No test depends on its length: keystrokes typed without a suspension in between replace each other before
    /// any timer can start.
    static let debounce: Duration = .milliseconds(1)

    var testDescription: String { rawValue }

    /// A fresh search of this kind over `service`, behind the common driver.
    @MainActor
    func driver(over service: any SearchService) -> any SearchDriver {
        switch self {
        case .mv:
            let model = MovieSearch(service: service, debounce: Self.debounce)
            return ObservableModelDriver(
                snapshot: { model.snapshot },
                type: { text in
                    model.query = text  // as a bound text field would
                    return model.searchTask
                }
            )
        case .mvvm:
            let viewModel = SearchViewModel(service: service, debounce: Self.debounce)
            return ObservableModelDriver(
                snapshot: { viewModel.snapshot },
                type: { text in
                    viewModel.queryChanged(text)
                    return viewModel.searchTask
                }
            )
        case .mvi:
            return SearchStoreDriver(SearchReducer(service: service, debounce: Self.debounce))
        }
    }
}
