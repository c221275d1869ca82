import MVIKit
import Testing

private enum Ping: Sendable, Equatable {
    case one
    case two
}

/// An effect together with the operations it must expose, and a name for the test report.
struct EffectCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    fileprivate let effect: Effect<Ping>
    fileprivate let expected: [Effect<Ping>.Operation]

    static let all: [EffectCase] = [
        EffectCase(testDescription: "none", effect: .none, expected: []),
        EffectCase(testDescription: "anonymous run", effect: .run { _ in }, expected: [.run(id: nil)]),
        EffectCase(testDescription: "identified run", effect: .run(id: "load") { _ in }, expected: [.run(id: "load")]),
        EffectCase(testDescription: "cancel", effect: .cancel("load"), expected: [.cancel("load")]),
        EffectCase(testDescription: "send", effect: .send(.one), expected: [.send(.one)]),
        EffectCase(
            testDescription: "nested merge",
            effect: .merge(
                .cancel("search"),
                .none,
                .merge(.send(.one), .run(id: "search") { _ in }),
                .none,
                .send(.two)
            ),
            expected: [.cancel("search"), .send(.one), .run(id: "search"), .send(.two)]
        ),
        EffectCase(testDescription: "merge of nothing", effect: .merge(.none, .merge([]), .none), expected: []),
    ]
}

@Suite
struct EffectTests {
    @Test("An effect exposes its operations in order, and is none exactly when it has none", arguments: EffectCase.all)
    func operationsAreInspectable(_ testCase: EffectCase) {
        #expect(testCase.effect.operations == testCase.expected)
        #expect(testCase.effect.isNone == testCase.expected.isEmpty)
    }

    @Test("Variadic and array merges produce the same operations")
    func variadicMergeMatchesArrayMerge() {
        let parts: [Effect<Ping>] = [.send(.one), .none, .cancel("a"), .run(id: "b") { _ in }]

        let variadic = Effect.merge(parts[0], parts[1], parts[2], parts[3])
        let array = Effect.merge(parts)

        #expect(variadic.operations == array.operations)
        #expect(array.operations == [.send(.one), .cancel("a"), .run(id: "b")])
    }

    @Test("Operations compare by kind and payload")
    func operationsCompare() {
        #expect(Effect<Ping>.Operation.run(id: nil) != .run(id: "a"))
        #expect(Effect<Ping>.Operation.cancel("a") != .cancel("b"))
        #expect(Effect<Ping>.Operation.send(.one) != .send(.two))
        #expect(Effect<Ping>.Operation.cancel("a") != .run(id: "a"))
    }
}
