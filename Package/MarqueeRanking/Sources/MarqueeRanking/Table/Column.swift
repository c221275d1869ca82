import MarqueeDomain

/// A read-only column of fixed-width values: one field of every film, stored contiguously.
///
/// Ranking reads a few such fields of every film, so they sit side by side in memory rather than inside
/// `Movie` values. A column either owns a copy of an array or points at memory that lives as long as the
/// process (the bundled catalog compiled into the binary), which is how the catalog loads without copying.
public struct Column<Element: BitwiseCopyable>: @unchecked Sendable, RandomAccessCollection {
    // Never written through; `owner` keeps owned storage alive, and immortal memory needs no owner.
    private let base: UnsafePointer<Element>
    private let owner: ColumnStorage<Element>?
    /// How many values the column holds.
    public let count: Int

    /// Creates a column holding a copy of the given values.
    public init(_ values: [Element]) {
        let storage = ColumnStorage(values)
        self.base = UnsafePointer(storage.pointer)
        self.owner = storage
        self.count = values.count
    }

    /// Creates a column over memory that is never freed nor changed, such as a constant compiled into the binary.
    /// - Parameters:
    ///   - immortal: the first value; it must be aligned for `Element`.
    ///   - count: how many values follow it.
    public init(immortal: UnsafePointer<Element>, count: Int) {
        self.base = immortal
        self.owner = nil
        self.count = count
    }

    /// The first index, always 0.
    public var startIndex: Int { 0 }
    /// One past the last index.
    public var endIndex: Int { count }

    /// Calls `body` with the values as one buffer, for loops that compare many of them without a check per read.
    public func withUnsafeBufferPointer<Result, Failure: Error>(
        _ body: (UnsafeBufferPointer<Element>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        // The owner, when there is one, must outlive the buffer handed out.
        defer { withExtendedLifetime(owner) {} }
        return try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The value at a position.
    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "Column index out of range")
        return base[position]
    }
}
