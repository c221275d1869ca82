/// Finds and keeps the people watching together, so reading one never touches your own profile.
public protocol GroupMemberFiles: Sendable {
    /// What `source` holds: a shelf file, an export folder, a profile folder, or a name saved before.
    /// - Throws: ``ShelfTransferError`` naming the file or folder that cannot be read.
    func read(_ source: String) async throws(ShelfTransferError) -> GroupMemberSource

    /// Keeps what `source` holds under `name` (see ``GroupMember/isValidName(_:)``), whole or not at all.
    /// - Throws: ``ShelfTransferError``; nothing is saved then.
    func save(_ source: String, as name: String) throws(ShelfTransferError)
}
