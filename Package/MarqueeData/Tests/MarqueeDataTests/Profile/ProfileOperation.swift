import MarqueeData
import MarqueeDomain

/// The two repository entry points, so one test can check that both behave alike.
enum ProfileOperation: String, Sendable, CaseIterable, CustomStringConvertible {
    /// ``FileProfileRepository/load()``.
    case load
    /// ``FileProfileRepository/update(_:)`` with a harmless change.
    case update

    /// The operation's name, shown in test results.
    var description: String { rawValue }

    /// Runs the operation and discards its result.
    func run(on repository: FileProfileRepository) async throws(ProfileError) {
        switch self {
        case .load: _ = try await repository.load()
        case .update: try await repository.update { $0.hasCompletedOnboarding = true }
        }
    }
}
