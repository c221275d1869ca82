import MarqueeDomain

/// The film last taken off the shelf, and where it stood, so `undo` can put it back in its place.
public struct SavedRemoval: Equatable, Sendable {
    /// The shelf entry that was removed.
    public let entry: SavedMovie
    /// Its position on the shelf before the removal.
    public let index: Int

    /// Creates a removal.
    public init(entry: SavedMovie, index: Int) {
        self.entry = entry
        self.index = index
    }
}
