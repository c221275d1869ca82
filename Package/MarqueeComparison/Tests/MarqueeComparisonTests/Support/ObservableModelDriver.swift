import MarqueeComparison

/// Drives the MV or the MVVM variant: both are observable models that keep only their newest task.
///
/// Each keystroke may replace the model's task, so the driver remembers every task it saw; ``settle()`` waits for
/// cancelled ones too, because a test asks what their late answers did.
@MainActor
final class ObservableModelDriver: SearchDriver {
    private let read: @MainActor () -> SearchSnapshot
    private let write: @MainActor (String) -> Task<Void, Never>?
    private var started: [Task<Void, Never>] = []

    /// Creates a driver from how to read the model and how to type into it.
    /// - Parameters:
    ///   - snapshot: reads what the model shows.
    ///   - type: puts text in the model's query and returns the model's task afterwards.
    init(
        snapshot: @escaping @MainActor () -> SearchSnapshot,
        type: @escaping @MainActor (String) -> Task<Void, Never>?
    ) {
        read = snapshot
        write = type
    }

    var snapshot: SearchSnapshot { read() }

    func type(_ text: String) {
        guard let task = write(text), !started.contains(task) else { return }
        started.append(task)
    }

    func settle() async {
        for task in started { await task.value }
    }
}
