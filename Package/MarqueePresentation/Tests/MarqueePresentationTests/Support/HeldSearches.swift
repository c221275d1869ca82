import MVIKitTestSupport
import MarqueeDomainTestSupport

/// Searches a test holds: each one, once asked, suspends until the test releases its term.
///
/// Its gates ignore cancellation, so a test can prove a cancelled search's late answer is dropped.
final class HeldSearches: Sendable {
    private let gates: [String: (asked: Gate, release: Gate)]

    /// Holds searches for `terms`; others pass straight through.
    init(_ terms: [String]) {
        gates = Dictionary(uniqueKeysWithValues: terms.map { ($0, (Gate(), Gate())) })
    }

    /// Holds a search for a held term until it is released: `StubShop`'s `beforeSearch`.
    func hold(_ term: String) async {
        guard let gate = gates[term] else { return }
        gate.asked.open()
        await gate.release.wait()
    }

    /// Suspends until a held search for `term` has been asked.
    func waitUntilAsked(_ term: String) async { await gates[term]?.asked.wait() }

    /// Lets a held search for `term` answer.
    func release(_ term: String) { gates[term]?.release.open() }
}
