import MarqueeDomain
import MarqueeRanking

extension SearchIndex.Parts {
    /// One vocabulary of a ``SearchIndex/Parts``: its words' bytes and the tables that find words fitting a query.
    public struct Words: Sendable {
        /// The words' bytes, each inside a record of its id and length.
        public let bytes: Column<UInt8>
        /// Where each word's bytes start in `bytes`.
        public let starts: Column<Int32>
        /// Where each word's bytes end in `bytes`.
        public let ends: Column<Int32>
        /// Word ids in byte order.
        public let sorted: Column<Int32>
        /// Where each typo bucket's words start in `buckets`, and one more.
        public let bucketStarts: Column<Int32>
        /// Word ids by length and first bytes, where a typo search looks.
        public let buckets: Column<Int32>
        /// Which bytes each word holds, a bit per byte value modulo 64.
        public let letters: Column<UInt64>

        /// Gathers the columns; ``SearchIndex/init(parts:table:)`` checks them.
        public init(
            bytes: Column<UInt8>, starts: Column<Int32>, ends: Column<Int32>, sorted: Column<Int32>,
            bucketStarts: Column<Int32>, buckets: Column<Int32>, letters: Column<UInt64>
        ) {
            self.bytes = bytes
            self.starts = starts
            self.ends = ends
            self.sorted = sorted
            self.bucketStarts = bucketStarts
            self.buckets = buckets
            self.letters = letters
        }
    }
}
