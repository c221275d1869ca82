import Foundation
import MarqueeDomain
import MarqueeRanking

/// Distinct byte strings (names, folded words), numbered in the order first seen, kept end to end in one buffer and
/// found again through an open-addressing hash table.
///
/// Building the index looks up every credit's name and every word of every title and name, hundreds of thousands of
/// look-ups. A `[String: Int32]` hashed each key with SipHash and kept each as its own allocation, which was most of
/// the build; here a key is hashed eight bytes at a time and stored once, in the shared buffer.
struct SearchWordTable: Sendable {
    /// Every entry as a record: its id and its length (four bytes each, little-endian), then its bytes.
    ///
    /// A look-up that reaches an entry reads one place in memory, not an id table, an offsets table and the bytes.
    private(set) var bytes: [UInt8] = []
    /// Where each entry's bytes start in `bytes`, by id.
    private(set) var starts: [Int32] = []
    /// Where each entry's bytes end in `bytes`, by id.
    private(set) var ends: [Int32] = []
    /// 0 for an empty slot, else the hash's top 32 bits over the entry's record offset plus one: most probes that
    /// miss are told apart by the hash alone, without reading the record.
    private var slots: [UInt64]

    private static let header = 8

    /// An empty table with room for `capacity` entries of about `averageLength` bytes before it grows.
    init(capacity: Int, averageLength: Int = 8) {
        var size = 16
        while size < capacity + capacity / 2 { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
        starts.reserveCapacity(capacity)
        ends.reserveCapacity(capacity)
        bytes.reserveCapacity(capacity * (averageLength + Self.header))
    }

    /// How many entries there are.
    var count: Int { starts.count }

    /// The id of a byte string, added when new.
    /// - Returns: the id, and whether this call added it.
    mutating func id(of key: UnsafeBufferPointer<UInt8>) -> (id: Int32, isNew: Bool) {
        let hash = Self.hash(key)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        let tag = hash & 0xFFFF_FFFF_0000_0000
        let found: Int32? = slots.withUnsafeBufferPointer { slots in
            while slots[slot] != 0 {
                if slots[slot] & 0xFFFF_FFFF_0000_0000 == tag, let id = match(slots[slot], key) { return id }
                slot = (slot + 1) & mask
            }
            return nil
        }
        if let found { return (found, false) }
        let id = Int32(count)
        slots[slot] = tag | UInt64(bytes.count + 1)
        withUnsafeBytes(of: UInt32(id).littleEndian) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: UInt32(key.count).littleEndian) { bytes.append(contentsOf: $0) }
        starts.append(Int32(bytes.count))
        bytes.append(contentsOf: key)
        ends.append(Int32(bytes.count))
        if count * 3 > slots.count * 2 { grow() }
        return (id, true)
    }

    /// The id of a string's UTF-8 bytes, added when new.
    mutating func id(of key: String) -> (id: Int32, isNew: Bool) {
        if let found = key.utf8.withContiguousStorageIfAvailable({ id(of: $0) }) { return found }
        return Array(key.utf8).withUnsafeBufferPointer { id(of: $0) }
    }

    /// The id of a byte string, `nil` when the table does not hold it.
    func find(_ key: UnsafeBufferPointer<UInt8>) -> Int32? {
        let hash = Self.hash(key)
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        let tag = hash & 0xFFFF_FFFF_0000_0000
        while slots[slot] != 0 {
            if slots[slot] & 0xFFFF_FFFF_0000_0000 == tag, let id = match(slots[slot], key) { return id }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// The id in a slot when its entry's bytes are `key`.
    private func match(_ slot: UInt64, _ key: UnsafeBufferPointer<UInt8>) -> Int32? {
        let record = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
        return bytes.withUnsafeBytes { stored -> Int32? in
            let length = Int(UInt32(littleEndian: stored.loadUnaligned(fromByteOffset: record + 4, as: UInt32.self)))
            guard length == key.count else { return nil }
            let start = record + Self.header
            if let base = key.baseAddress {
                // Short keys byte by byte: most names and words are, and a call to memcmp costs more than the compare.
                if key.count > 16 {
                    guard let table = stored.baseAddress, memcmp(table + start, base, key.count) == 0 else {
                        return nil
                    }
                } else {
                    for offset in 0..<key.count where stored[start + offset] != base[offset] { return nil }
                }
            }
            return Int32(
                bitPattern: UInt32(littleEndian: stored.loadUnaligned(fromByteOffset: record, as: UInt32.self)))
        }
    }

    /// Doubles the slots and files every entry again.
    private mutating func grow() {
        var grown = [UInt64](repeating: 0, count: slots.count * 2)
        bytes.withUnsafeBufferPointer { stored in
            for id in 0..<count {
                let hash = Self.hash(UnsafeBufferPointer(rebasing: stored[Int(starts[id])..<Int(ends[id])]))
                var slot = Int(truncatingIfNeeded: hash) & (grown.count - 1)
                while grown[slot] != 0 { slot = (slot + 1) & (grown.count - 1) }
                grown[slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(Int(starts[id]) - Self.header + 1)
            }
        }
        slots = grown
    }

    /// A fast, well-mixed 64-bit hash of a byte string, read eight bytes at a time.
    ///
    /// Not for keys chosen to collide: the keys are the catalog's own names and words.
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(key.count)
        guard let base = key.baseAddress, !key.isEmpty else { return hash &* 0xFF51_AFD7_ED55_8CCD }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= key.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < key.count {
            tail |= UInt64(key[offset]) << shift
            shift += 8
            offset += 1
        }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 29
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        return hash ^ hash >> 32
    }
}
