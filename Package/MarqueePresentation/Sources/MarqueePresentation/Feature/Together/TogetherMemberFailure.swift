import MarqueeDomain

/// A person who could not be added: the file, folder or name given, and why it could not be read.
public struct TogetherMemberFailure: Hashable, Sendable {
    /// The file, folder or saved name as given.
    public let source: String
    /// Why it could not be read.
    public let error: ShelfTransferError

    /// Creates the failure.
    public init(source: String, error: ShelfTransferError) {
        self.source = source
        self.error = error
    }
}
