import Foundation

/// Reads another person watching together from their files, with the import's matching and reaction rules.
public struct ReadGroupMemberUseCase: Sendable {
    private let catalog: any CatalogRepository
    private let files: any GroupMemberFiles
    private let format: any ShelfFileFormat
    private let titles: any TitleMatching

    /// Creates the use case.
    public init(
        catalog: any CatalogRepository, files: any GroupMemberFiles, format: any ShelfFileFormat,
        titles: any TitleMatching
    ) {
        self.catalog = catalog
        self.files = files
        self.format = format
        self.titles = titles
    }

    /// The member `source` names, shown as `name`; a matched row with no reaction counts as watched.
    /// - Throws: ``ShelfTransferError`` naming what cannot be read; your own profile is never read or changed.
    public func execute(_ source: String, name: String) async throws(ShelfTransferError) -> GroupMember {
        var rows: [ShelfImportRow] = []
        switch try await files.read(source) {
        case .profile(let profile): return GroupMember(name: name, profile: profile)
        case .shelf(let shelf):
            for (path, data) in shelf.sorted(by: { $0.key < $1.key }) {
                rows += try format.decode(data, fileName: path)
            }
        }
        var member = GroupMember(name: name, profile: UserProfile())
        for (row, movie) in try await titles.match(rows, in: catalog) {
            guard let id = movie?.id else { continue }
            if row.reactions.isEmpty { member.watched.insert(id) }
            // Passes first: a like or a save in another row outranks a low rating, as in an import.
            for reaction in [Reaction.pass, .like, .save] where row.reactions.contains(reaction) {
                if reaction != .pass || member.profile.reactions(to: id).isEmpty {
                    member.profile.apply(reaction, to: id, at: Date(timeIntervalSince1970: 0))
                }
            }
        }
        return member
    }
}
