// Evaluation-only copy of the ranking engine before the co-rating rule, from git 83a2789
// (MarqueeDomain/Engine/QuickKey.swift), so Scripts/eval can rank with it beside today's engine.

/// A 64-bit FNV-1a fingerprint of a string, for cheap "certainly not in the profile" checks.
///
/// Ranking asks, for every film, whether its id was reacted to and whether any of its people
/// were in liked films. Most answers are "no", so a set of fingerprints rejects them for a
/// fraction of what hashing the full string into a dictionary costs; only a hit pays for that.
enum LegacyQuickKey {
    static func of(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }
}
