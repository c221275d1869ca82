// The initializer is declared, not synthesized: only a declared `init(wrappedValue:)` lets the documents'
// memberwise initializers take a plain optional.
// swift-format-ignore: UseSynthesizedInitializer
/// An optional field of a `--json` document that is written as `null` when it has no value.
///
/// Synthesized `Encodable` leaves a `nil` optional's key out, but the documents promise every key, with `null` for
/// what is unknown (docs/CLI.md). Wrapping the property keeps the synthesized conformance and the key.
@propertyWrapper
public struct NullEncoded<Value: Encodable>: Encodable {
    /// The value, or `nil` to write `null`.
    public var wrappedValue: Value?

    /// Wraps a value, or `nil` for `null`.
    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    /// Writes the value, or `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}
