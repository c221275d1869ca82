import Foundation
import MarqueeDomain

/// Keeps the user's profile in `profile.json` inside a directory, so that no reaction is ever lost.
///
/// - Every save writes a temporary file, flushes it, renames it over `profile.json` and flushes the
///   directory: a crash or `kill -9` at any moment leaves either the old or the new profile.
/// - ``update(_:)`` holds an exclusive `flock` on `profile.lock` around read-modify-write, so two Marquee
///   processes (or two repositories in one process) reacting at once both keep their reaction.
/// - A file that is not a profile is moved aside to `profile.corrupt-<UTC time>.json`, reported through
///   `onRecovery`, and replaced by a fresh profile; a file from a newer Marquee is never touched.
///
/// The work is synchronous inside the `async` methods: each locked section is short, never suspends,
/// and so can only wait for another holder's disk write, never for this process's own tasks.
public struct FileProfileRepository: ProfileRepository {
    /// The profile's file name inside ``directory``.
    public static let fileName = "profile.json"
    /// The lock file's name; it is separate so the profile itself can be replaced by rename while locked.
    public static let lockFileName = "profile.lock"

    /// The directory holding the profile, usually ``DataDirectory/resolve(environment:home:currentDirectory:)``.
    public let directory: URL
    private let onRecovery: @Sendable (ProfileRecovery) -> Void
    private let now: @Sendable () -> Date

    /// Creates a repository for the profile in a directory; nothing is read or created until first use.
    /// - Parameters:
    ///   - directory: where `profile.json` lives; it is created (mode 0700) on the first save.
    ///   - onRecovery: told once each time an unreadable profile is moved aside, so the user can be told.
    public init(directory: URL, onRecovery: @escaping @Sendable (ProfileRecovery) -> Void) {
        self.init(directory: directory, now: { Date() }, onRecovery: onRecovery)
    }

    /// Creates a repository with a fixed clock, so tests can make two recoveries share a timestamp.
    init(
        directory: URL,
        now: @escaping @Sendable () -> Date,
        onRecovery: @escaping @Sendable (ProfileRecovery) -> Void
    ) {
        self.directory = directory
        self.now = now
        self.onRecovery = onRecovery
    }

    /// The profile file's location.
    public var fileURL: URL { directory.appending(path: Self.fileName, directoryHint: .notDirectory) }

    /// The current profile: `.empty` when there is no file yet, or after moving a corrupt one aside.
    /// - Throws: `ProfileError/newerVersion(path:found:supported:)` for a newer file,
    ///   `ProfileError/unreadableFile(path:problem:)` when the file cannot be read,
    ///   `ProfileError/unusableFolder(path:problem:)` when its folder cannot be used, and
    ///   `ProfileError/unwritable(path:reason:)` when a corrupt file cannot be moved aside.
    public func load() async throws(ProfileError) -> UserProfile {
        try loadSynchronously()
    }

    /// Applies a change to the latest stored profile under an exclusive lock and saves it atomically.
    /// - Parameter change: the edit; it runs on the profile just read from disk while the lock is held.
    /// - Returns: the profile exactly as saved (dates rounded to milliseconds, as the file keeps them).
    /// - Throws: `ProfileError` when the profile cannot be read, is newer, or cannot be
    ///   written; the profile on disk is unchanged then (a corrupt one may have been moved aside and reported).
    @discardableResult
    public func update(_ change: @Sendable (inout UserProfile) -> Void) async throws(ProfileError) -> UserProfile {
        try updateSynchronously(change)
    }

    /// Reads the profile without taking a lock or moving a corrupt file aside.
    ///
    /// This is for another person's folder, which Marquee reads to pick with them and must leave exactly as it
    /// found it. Writers only ever rename complete files into place, so an unlocked read sees a whole file.
    /// - Returns: the profile, or an empty one when the folder holds none.
    /// - Throws: `ProfileError/unreadable(path:reason:)` for a corrupt file, which stays where it is; the other
    ///   errors of ``load()`` otherwise.
    public func loadLeavingFolderAsIs() throws(ProfileError) -> UserProfile {
        switch try readStored() {
        case .missing: return .empty
        case .valid(let profile): return profile
        case .corrupt(let reason): throw .unreadable(path: profilePath, reason: reason)
        }
    }

    /// The body of ``load()``, callable from plain threads in tests.
    func loadSynchronously() throws(ProfileError) -> UserProfile {
        switch try readSharingLock() {
        case .missing:
            return .empty
        case .valid(let profile):
            return profile
        case .corrupt:
            var recovery: ProfileRecovery?
            defer { report(recovery) }  // after the lock is released, as in updateSynchronously
            return try readHoldingExclusiveLock(recovery: &recovery)
        }
    }

    /// The body of ``update(_:)``, callable from plain threads in tests.
    ///
    /// `change` runs while the lock is held, so it must not use a profile repository itself: a second
    /// lock on the same file would wait for this one forever.
    func updateSynchronously(_ change: (inout UserProfile) -> Void) throws(ProfileError) -> UserProfile {
        var recovery: ProfileRecovery?
        // The lock lives only inside the callee, so this report runs once it is released: a callback that
        // touches the profile cannot deadlock, and a move aside is reported even when the save then fails.
        defer { report(recovery) }
        return try updateHoldingExclusiveLock(change, recovery: &recovery)
    }

    // MARK: - Locked sections

    /// Reads under a shared lock, which keeps a reader from racing a writer's corruption recovery;
    /// reading itself would be safe unlocked, because writers only ever rename complete files into place.
    private func readSharingLock() throws(ProfileError) -> StoredProfile {
        let lock: FileLock
        do throws(FileSystemError) {
            lock = try FileLock(sharingIfPossible: lockPath)
        } catch {
            throw .unusableFolder(path: directoryPath, problem: error.problem)
        }
        let stored = try readStored()
        lock.release()
        return stored
    }

    /// Reads again under the exclusive lock and moves a corrupt file aside; a writer may have replaced
    /// the file since the shared read, so the first verdict is not trusted.
    private func readHoldingExclusiveLock(recovery: inout ProfileRecovery?) throws(ProfileError) -> UserProfile {
        let lock = try exclusiveLock()
        let profile = try readRecoveringCorruption(recovery: &recovery)
        lock.release()
        return profile
    }

    private func updateHoldingExclusiveLock(
        _ change: (inout UserProfile) -> Void,
        recovery: inout ProfileRecovery?
    ) throws(ProfileError) -> UserProfile {
        do throws(FileSystemError) {
            try POSIXFile.createDirectories(directoryPath)
        } catch {
            throw .unusableFolder(path: error.path, problem: error.problem)
        }
        let lock = try exclusiveLock()
        // Under the exclusive lock no live writer owns a temporary file, so any left are from a crash.
        POSIXFile.removeFiles(in: directoryPath, withPrefix: temporaryPrefix)

        var profile = try readRecoveringCorruption(recovery: &recovery)
        change(&profile)

        let encoded: (data: Data, saved: UserProfile)
        do throws(ProfileFormatError) {
            encoded = try ProfileFileCodec.encode(profile)
        } catch {
            throw .unwritable(path: profilePath, reason: error.reason)
        }
        do throws(FileSystemError) {
            try POSIXFile.writeAtomically(encoded.data, to: profilePath, temporaryPrefix: temporaryPrefix)
        } catch {
            throw Self.folderOrFile(error, folder: directoryPath)
                ?? .unwritableFile(path: profilePath, problem: error.problem)
        }
        lock.release()
        return encoded.saved
    }

    // MARK: - Steps

    /// The directory as a plain path without a trailing slash, so messages show the usual spelling.
    private var directoryPath: String {
        let path = directory.path(percentEncoded: false)
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
    private var profilePath: String { fileURL.path(percentEncoded: false) }
    private var lockPath: String {
        directory.appending(path: Self.lockFileName, directoryHint: .notDirectory).path(percentEncoded: false)
    }
    private var temporaryPrefix: String { Self.fileName + ".tmp-" }

    private func exclusiveLock() throws(ProfileError) -> FileLock {
        do throws(FileSystemError) {
            return try FileLock(path: lockPath, kind: .exclusive)
        } catch {
            // The lock file is Marquee's own; what the user can act on is the folder it could not be made in.
            throw .unusableFolder(path: directoryPath, problem: error.problem)
        }
    }

    /// Reads and classifies the file; only a newer version or an I/O failure is an error.
    private func readStored() throws(ProfileError) -> StoredProfile {
        let snapshot: FileSnapshot?
        do throws(FileSystemError) {
            snapshot = try POSIXFile.snapshot(of: profilePath)
        } catch {
            throw Self.folderOrFile(error, folder: directoryPath)
                ?? .unreadableFile(path: profilePath, problem: error.problem)
        }
        guard let snapshot else { return .missing }
        do throws(ProfileFormatError) {
            return .valid(try ProfileFileCodec.decode(snapshot))
        } catch {
            switch error {
            case .newerVersion(let found):
                throw .newerVersion(path: profilePath, found: found, supported: ProfileFileCodec.supportedVersion)
            case .corrupt(let reason), .unencodable(let reason):
                return .corrupt(reason: reason)
            }
        }
    }

    /// Reads the profile, moving a corrupt file aside; the caller must hold the exclusive lock.
    private func readRecoveringCorruption(recovery: inout ProfileRecovery?) throws(ProfileError) -> UserProfile {
        switch try readStored() {
        case .missing:
            return .empty
        case .valid(let profile):
            return profile
        case .corrupt(let reason):
            recovery = try moveAside(reason: reason)
            return .empty
        }
    }

    /// Moves the corrupt file to a free `profile.corrupt-<UTC time>.json` name and describes the move.
    private func moveAside(reason: String) throws(ProfileError) -> ProfileRecovery {
        let stamp = Date.ISO8601FormatStyle(
            dateSeparator: .omitted,
            dateTimeSeparator: .standard,
            timeSeparator: .omitted,
            timeZone: .gmt
        ).format(now())
        let stem = (Self.fileName as NSString).deletingPathExtension
        let movedTo: String
        do throws(FileSystemError) {
            movedTo = try POSIXFile.moveWithoutReplacing(profilePath) { attempt in
                let suffix = attempt == 0 ? "" : "-\(attempt)"
                return (directoryPath as NSString).appendingPathComponent("\(stem).corrupt-\(stamp)\(suffix).json")
            }
        } catch {
            throw .unwritable(
                path: profilePath,
                reason: "the profile is unreadable (\(reason)) and could not be moved aside: \(error.reason)"
            )
        }
        return ProfileRecovery(originalPath: profilePath, movedTo: movedTo, reason: reason)
    }

    /// The folder's fault, when the error is one; `nil` when the file itself is at fault.
    ///
    /// A path through a file (`MARQUEE_HOME` names a file) is the folder's fault, and so is a folder where no new
    /// file may be made (read-only, no permission).
    private static func folderOrFile(_ error: FileSystemError, folder: String) -> ProfileError? {
        switch error.problem {
        case .notFolder, .readOnly: .unusableFolder(path: folder, problem: error.problem)
        case .permissionDenied where error.operation == "open temporary file":
            .unusableFolder(path: folder, problem: error.problem)
        default: nil
        }
    }

    private func report(_ recovery: ProfileRecovery?) {
        if let recovery { onRecovery(recovery) }
    }
}
