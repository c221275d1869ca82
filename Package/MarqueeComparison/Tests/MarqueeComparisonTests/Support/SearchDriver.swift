import MarqueeComparison
import Observation

/// The one surface the behavioural suite drives, whichever architecture is behind it.
@MainActor
protocol SearchDriver {
    /// What the search shows now.
    var snapshot: SearchSnapshot { get }

    /// Puts `text` in the search field, as one keystroke would.
    func type(_ text: String)

    /// Returns once every task the search started has returned, cancelled ones included.
    func settle() async
}

extension SearchDriver {
    /// Returns once the search shows `expected`, checking again after each observed change rather than on a clock.
    func waitUntilShowing(_ expected: SearchSnapshot) async {
        while snapshot != expected {
            await withCheckedContinuation { continuation in
                withObservationTracking {
                    _ = snapshot
                } onChange: {
                    continuation.resume()
                }
            }
        }
    }
}
