/// SplitMix64: a tiny random generator that always produces the same sequence for the same seed.
///
/// Tests and benchmarks never use unseeded randomness, so every failure can be replayed and every bench run
/// measures the same profile.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator that starts from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
