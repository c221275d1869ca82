import MarqueeDomainTestSupport
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking
@testable import MarqueeSearch

/// The index's table of names and words: ids in the order first seen, the same id for the same bytes.
struct SearchWordTableTests {
    @Test("Ten thousand keys added to a table sized for four keep their ids, bytes and look-ups as it grows")
    func growsAndKeepsIDs() {
        var table = SearchWordTable(capacity: 4)
        let keys =
            (0..<10_000).map { "key \($0 * 7_919 % 10_007) é" } + ["", "a", "ab", "a much longer key of many bytes"]
        for (offset, key) in keys.enumerated() {
            let added = table.id(of: key)
            #expect(added.id == Int32(offset) && added.isNew, "\(key)")
        }
        #expect(table.count == keys.count)
        for (offset, key) in keys.enumerated() {
            let again = table.id(of: key)
            #expect(again.id == Int32(offset) && !again.isNew, "\(key)")
            let id = Int32(offset)
            #expect(Array(table.bytes[Int(table.starts[offset])..<Int(table.ends[offset])]) == Array(key.utf8))
            #expect(Array(key.utf8).withUnsafeBufferPointer { table.find($0) } == id)
        }
        #expect(table.count == keys.count)
        #expect(Array("key 10 é!".utf8).withUnsafeBufferPointer { table.find($0) } == nil)
    }

    @Test("Keys that share a prefix, or differ only in their last byte or length, are different entries")
    func nearKeysDiffer() {
        var table = SearchWordTable(capacity: 16)
        let keys = ["abcdefgh", "abcdefghi", "abcdefgi", "abcdefg", "abcdefghabcdefgh", "abcdefghabcdefgg"]
        #expect(keys.map { table.id(of: $0).id } == [0, 1, 2, 3, 4, 5])
        #expect(keys.map { table.id(of: $0).id } == [0, 1, 2, 3, 4, 5])
    }
}
