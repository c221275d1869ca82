import Foundation
import MarqueeDomain

// Glibc for the POSIX calls on Linux; on Apple platforms Foundation already brings them in.
#if canImport(Glibc)
    import Glibc
#endif

/// The people watching together, read from their own files and kept under a name in `together/` in Marquee's
/// data folder, with POSIX calls so every failure keeps its `errno` and becomes a `FileProblem` here.
///
/// A source is a shelf file, a Letterboxd export's folder (the files in `exportFiles`), a Marquee profile folder
/// (its `profile.json`, read by `FileProfileRepository`), or a saved name. A saved member is a folder
/// `together/NAME/` holding copies of the files it was saved from, so it reads exactly as they did.
public struct LocalTogetherFiles: GroupMemberFiles {
    /// The folder inside the data folder that keeps saved members.
    public static let folderName = "together"
    /// The files of a Letterboxd export that say what a person rated, liked, watched or wants to see.
    static let exportFiles = ["ratings.csv", "likes/films.csv", "watched.csv", "diary.csv", "watchlist.csv"]

    private let folder: String

    /// Creates the store.
    /// - Parameter dataDirectory: Marquee's data folder; saved members live in its `together` folder.
    public init(dataDirectory: URL) {
        folder = dataDirectory.appending(path: Self.folderName, directoryHint: .isDirectory).path
    }

    /// What `source` holds; a path that exists wins over a saved name.
    /// - Throws: `ShelfTransferError/fileNotFound(path:)` when it is neither, or names a folder without a profile
    ///   or an export's files; the file's own problem otherwise.
    public func read(_ source: String) async throws(ShelfTransferError) -> GroupMemberSource {
        let files = try locate(source)
        if let profile = files[FileProfileRepository.fileName] {
            let directory = URL(fileURLWithPath: (profile as NSString).deletingLastPathComponent)
            do {
                // Another person's folder is read as it is: a corrupt profile there is reported, never moved aside.
                let repository = FileProfileRepository(directory: directory, onRecovery: { _ in })
                return .profile(try repository.loadLeavingFolderAsIs())
            } catch {
                throw .profile(error)
            }
        }
        var shelf: [String: Data] = [:]
        for path in files.values { shelf[path] = try LocalShelfFiles().read(path) }
        return .shelf(shelf)
    }

    /// Copies what `source` holds into `together/NAME/` through a temporary folder renamed into place, so a
    /// failed save leaves the name as it was.
    /// - Throws: `ShelfTransferError`; nothing is saved then.
    public func save(_ source: String, as name: String) throws(ShelfTransferError) {
        let target = (folder as NSString).appendingPathComponent(name)
        guard GroupMember.isValidName(name) else {
            throw .unwritableFile(path: target, problem: .other("not a name of letters, digits, - and _"))
        }
        var copies: [String: Data] = [:]
        for (savedName, path) in try locate(source) { copies[savedName] = try LocalShelfFiles().read(path) }
        let temporary = (folder as NSString).appendingPathComponent(".saving-\(UUID().uuidString)")
        let old = (folder as NSString).appendingPathComponent(".replaced-\(UUID().uuidString)")
        do throws(FileSystemError) {
            try POSIXFile.createDirectories(temporary)
            for (savedName, data) in copies {
                let copy = (temporary as NSString).appendingPathComponent(savedName)
                try POSIXFile.writeAtomically(data, to: copy, temporaryPrefix: ".marquee-together-", permissions: 0o600)
            }
            if rename(target, old) != 0, errno != ENOENT { throw .current(path: target, operation: "rename") }
            guard rename(temporary, target) == 0 else {
                let failure = FileSystemError.current(path: target, operation: "rename")
                rename(old, target)
                throw failure
            }
            POSIXFile.syncDirectory(folder)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw .unwritableFile(path: target, problem: error.problem)
        }
        try? FileManager.default.removeItem(atPath: old)
    }

    /// The files a source names, keyed by the name each is saved under.
    private func locate(_ source: String) throws(ShelfTransferError) -> [String: String] {
        let saved = (folder as NSString).appendingPathComponent(source)
        if try kind(of: source) == nil, GroupMember.isValidName(source), try kind(of: saved) == true {
            return try contents(ofSaved: saved)
        }
        switch try kind(of: source) {
        case nil: throw .fileNotFound(path: source)
        case false?: return [Self.savedName(of: source): source]
        case true?:
            let profile = (source as NSString).appendingPathComponent(FileProfileRepository.fileName)
            if try kind(of: profile) == false { return [FileProfileRepository.fileName: profile] }
            var files: [String: String] = [:]
            for name in Self.exportFiles {
                let path = (source as NSString).appendingPathComponent(name)
                if try kind(of: path) == false { files[Self.savedName(of: path)] = path }
            }
            guard !files.isEmpty else {
                throw .fileNotFound(path: (source as NSString).appendingPathComponent("ratings.csv"))
            }
            return files
        }
    }

    /// Every file a saved member's folder holds.
    private func contents(ofSaved saved: String) throws(ShelfTransferError) -> [String: String] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: saved) } catch {
            throw .unreadableFile(path: saved, problem: .other(error.localizedDescription))
        }
        return Dictionary(
            names.filter { !$0.hasPrefix(".") }.map { ($0, (saved as NSString).appendingPathComponent($0)) }
        ) { first, _ in first }
    }

    /// The name a file keeps when saved: its own, except that Letterboxd's `likes/films.csv` becomes
    /// `likes-films.csv`, which still reads as likes.
    static func savedName(of path: String) -> String {
        let components = path.split(separator: "/")
        let name = components.last.map(String.init) ?? path
        return name == "films.csv" && components.dropLast().last == "likes" ? "likes-films.csv" : name
    }

    /// Whether `path` is a folder (`true`), a file (`false`), or nothing (`nil`).
    private func kind(of path: String) throws(ShelfTransferError) -> Bool? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw .unreadableFile(path: path, problem: FileSystemError.current(path: path, operation: "stat").problem)
        }
        return status.st_mode & S_IFMT == S_IFDIR
    }
}
