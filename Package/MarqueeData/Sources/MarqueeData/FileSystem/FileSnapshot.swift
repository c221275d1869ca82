import Foundation

/// The bytes of a file together with the moment it was last modified, read through one descriptor.
struct FileSnapshot: Hashable, Sendable {
    /// Everything the file held when it was read.
    let contents: Data
    /// The file's modification time, which dates reactions migrated from formats that had no dates.
    let modificationDate: Date
}
