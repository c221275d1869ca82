import Foundation
import MarqueeDomain
import Synchronization

/// What the iTunes Store filled in for catalog films (runtime, directors, summary), kept in `store-facts.json` in
/// Marquee's data folder, so search, ask and every screen have it offline after one lookup.
///
/// It sits in the data folder beside the profile, not in the cache folder: it is the catalog's missing facts, not
/// an answer to refresh, and clearing the cache must not lose them. Writes hold an exclusive `flock` on
/// `store-facts.lock` around read-modify-write and replace the file atomically (temporary file, `fsync`, rename),
/// so two Marquee processes never lose each other's films. The file is untrusted input: a corrupt or oversized one
/// is said once on stderr and read as empty, never a crash, and the next lookup writes a good one over it.
public final class ShopFactsFile: ShopFactsStore {
    /// The file's name in the data folder.
    public static let fileName = "store-facts.json"
    /// The lock file's name; separate, so the file itself can be replaced by rename while locked.
    public static let lockFileName = "store-facts.lock"

    /// Why a file could not be read, for the one line on stderr.
    public struct Problem: Hashable, Sendable {
        /// The file.
        public let path: String
        /// What was wrong, in English words from the system or the check.
        public let reason: String

        /// Creates a problem.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    private let directory: String
    private let path: String
    private let now: @Sendable () -> Date
    private let report: @Sendable (Problem) -> Void
    private let loaded = Mutex<[MovieID: StoredShopFacts]?>(nil)

    /// Creates the store.
    /// - Parameters:
    ///   - directory: Marquee's data folder.
    ///   - now: the clock that dates each film's facts.
    ///   - report: told once when the file cannot be read; the store then starts empty.
    public init(
        directory: URL, now: @escaping @Sendable () -> Date = Date.init,
        report: @escaping @Sendable (Problem) -> Void
    ) {
        self.directory = directory.path
        path = directory.appending(path: Self.fileName).path
        self.now = now
        self.report = report
    }

    /// Every film's facts, read once per process; a missing file holds none.
    func all() -> [MovieID: StoredShopFacts] {
        let (facts, problem) = loaded.withLock { loaded -> ([MovieID: StoredShopFacts], Problem?) in
            if let loaded { return (loaded, nil) }
            let (document, problem) = read()
            let facts = Dictionary(uniqueKeysWithValues: document.films.map { (MovieID($0.key), $0.value) })
            loaded = facts
            return (facts, problem)
        }
        if let problem { report(problem) }
        return facts
    }

    /// Keeps what `store` fills in for `film` (the catalog's facts, before any earlier store facts were added).
    public func remember(_ store: MovieDetails, for film: Movie) async {
        var bare = film
        if film.storeFilled.contains(.runtime) { bare.runtimeMinutes = nil }
        if film.storeFilled.contains(.directors) { bare.directors = [] }
        if film.storeFilled.contains(.summary) { bare.summary = nil }
        guard ShopFactsDocument.isCatalogID(film.id.rawValue),
            let facts = StoredShopFacts(store: store.movie, lackedBy: bare, savedAt: now())
        else { return }
        if let known = all()[film.id], known.runtimeMinutes == facts.runtimeMinutes,
            known.directors == facts.directors, known.summary == facts.summary
        {
            // The same facts again: the file stays as it is, so a repeated lookup writes nothing.
            return
        }
        // A file that cannot be written loses only the offline copy; the film's details stand as shown. What this
        // process holds follows the file, so it never shows a fact as kept that is not.
        guard (try? write(facts, for: film.id)) != nil else { return }
        loaded.withLock { loaded in loaded?[film.id] = facts }
    }

    private func write(_ facts: StoredShopFacts, for id: MovieID) throws(FileSystemError) {
        try POSIXFile.createDirectories(directory)
        let lock = try FileLock(
            path: (directory as NSString).appendingPathComponent(Self.lockFileName), kind: .exclusive)
        // Read again under the lock, so a film another process added since this one started is kept.
        var document = read().document
        document.films[id.rawValue] = facts
        document.trim()
        do throws(FileSystemError) {
            try POSIXFile.writeAtomically(document.encoded(), to: path, temporaryPrefix: ".marquee-store-facts-")
        } catch {
            lock.release()
            throw error
        }
        lock.release()
    }

    /// The file as it is now, or an empty document and why when it cannot be trusted.
    private func read() -> (document: ShopFactsDocument, problem: Problem?) {
        // A file past the cap is refused before its bytes are read, so a huge one costs nothing.
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
            size > ShopFactsDocument.maxBytes
        {
            return (ShopFactsDocument(), Problem(path: path, reason: "larger than 16 MB"))
        }
        do throws(FileSystemError) {
            guard let snapshot = try POSIXFile.snapshot(of: path) else { return (ShopFactsDocument(), nil) }
            do throws(ShopFactsDocument.Unreadable) {
                return (try ShopFactsDocument.decoded(snapshot.contents), nil)
            } catch {
                return (ShopFactsDocument(), Problem(path: path, reason: error.reason))
            }
        } catch {
            // A data folder that is a file holds no facts; the profile, which needs the folder, says what is wrong.
            guard error.problem != .notFolder else { return (ShopFactsDocument(), nil) }
            return (ShopFactsDocument(), Problem(path: path, reason: error.reason))
        }
    }
}
