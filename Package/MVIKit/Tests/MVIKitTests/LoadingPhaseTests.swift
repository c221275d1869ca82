import MVIKit
import Testing

private enum LoadError: Error, Equatable {
    case offline
    case notFound
}

private typealias Phase = LoadingPhase<Int, LoadError>

/// A phase with the accessor results it must give.
struct PhaseCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    fileprivate let phase: Phase
    fileprivate let value: Int?
    fileprivate let failure: LoadError?
    fileprivate let isLoading: Bool

    static let all: [PhaseCase] = [
        PhaseCase(testDescription: "idle", phase: .idle, value: nil, failure: nil, isLoading: false),
        PhaseCase(testDescription: "loading", phase: .loading, value: nil, failure: nil, isLoading: true),
        PhaseCase(testDescription: "loaded", phase: .loaded(42), value: 42, failure: nil, isLoading: false),
        PhaseCase(testDescription: "failed", phase: .failed(.offline), value: nil, failure: .offline, isLoading: false),
    ]
}

@Suite
struct LoadingPhaseTests {
    @Test("Each phase answers its accessors", arguments: PhaseCase.all)
    func accessors(_ testCase: PhaseCase) {
        #expect(testCase.phase.value == testCase.value)
        #expect(testCase.phase.failure == testCase.failure)
        #expect(testCase.phase.isLoading == testCase.isLoading)
    }

    @Test("Phases are equal only with the same case and the same payload")
    func equality() {
        let phases: [Phase] = [.idle, .loading, .loaded(1), .loaded(2), .failed(.offline), .failed(.notFound)]
        for (leftIndex, left) in phases.enumerated() {
            for (rightIndex, right) in phases.enumerated() {
                #expect((left == right) == (leftIndex == rightIndex), "\(left) vs \(right)")
            }
        }
    }

    @Test("A load that cannot fail has no failure to report")
    func neverFailingLoad() {
        let phase = LoadingPhase<[String], Never>.loaded(["Heat"])

        #expect(phase.value == ["Heat"])
        #expect(phase.failure == nil)
        #expect(phase == .loaded(["Heat"]))
    }
}
