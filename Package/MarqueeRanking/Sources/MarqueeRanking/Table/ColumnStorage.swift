import MarqueeDomain

/// The memory an owning ``Column`` points at, freed when the last column sharing it goes.
final class ColumnStorage<Element: BitwiseCopyable> {
    let pointer: UnsafeMutablePointer<Element>

    init(_ values: [Element]) {
        // At least one element, so an empty column still has a valid pointer.
        pointer = .allocate(capacity: max(values.count, 1))
        values.withUnsafeBufferPointer { source in
            if let address = source.baseAddress { pointer.initialize(from: address, count: source.count) }
        }
    }

    deinit { pointer.deallocate() }
}
