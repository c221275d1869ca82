import MVIKit

/// An effect operation in a form tests can compare, whatever the intent type: runs and cancels by id,
/// sends by the intent's description (the presentation's intents are not `Equatable`).
enum RecordedOperation: Equatable {
    case run(EffectID?)
    case cancel(EffectID)
    case send(String)
}

extension Effect {
    /// The effect's operations, in order, as ``RecordedOperation`` values.
    var recorded: [RecordedOperation] {
        operations.map { operation in
            switch operation {
            case .run(let id): .run(id)
            case .cancel(let id): .cancel(id)
            case .send(let intent): .send(String(describing: intent))
            }
        }
    }
}
