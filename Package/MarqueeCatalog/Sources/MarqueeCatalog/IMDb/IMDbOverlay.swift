import Foundation
import MarqueeDomain

/// The catalog an IMDb import writes into the data folder, which start-up opens in place of the bundled one.
///
/// It is a catalog blob like the bundled one, with its own search index, checked in full when opened. It is
/// written whole to a temporary file beside it, flushed to disk, then renamed over the old one, so a failure at
/// any point, a full disk among them, leaves the previous catalog as it was.
public struct IMDbOverlay: Sendable {
    /// The file's name in the data folder.
    public static let fileName = "imdb-catalog.bin"

    /// Where the overlay is.
    public let path: String
    /// Writes bytes to a file descriptor as `write(2)` does; a test hands in one that fails.
    private let write: @Sendable (Int32, UnsafeRawPointer, Int) -> Int

    /// Creates the overlay of a data folder.
    /// - Parameters:
    ///   - folder: the data folder.
    ///   - write: how bytes reach the file, `write(2)` unless a test stands in.
    public init(
        folder: URL,
        write: @escaping @Sendable (Int32, UnsafeRawPointer, Int) -> Int = { Foundation.write($0, $1, $2) }
    ) {
        path = folder.appending(path: Self.fileName).path
        self.write = write
    }

    /// Reads the datasets in a folder, merges them into the bundled films, and writes the overlay.
    /// - Parameters:
    ///   - datasets: the folder holding IMDb's files.
    ///   - options: what to keep.
    ///   - bundled: the bundled films.
    ///   - progress: told of each file's rows as they are read.
    /// - Returns: what the new overlay holds.
    /// - Throws: `IMDbImportError` naming the file and line, or the overlay's path when it could not be written.
    public func importDatasets(
        from datasets: String, options: IMDbImportOptions, bundled: [Movie], progress: IMDbDatasetImport.Progress
    ) throws(IMDbImportError) -> IMDbImportReport {
        let merged = try IMDbDatasetImport(folder: datasets, options: options).merge(into: bundled, progress: progress)
        let blob: [UInt8]
        do {
            blob = try CatalogBlobWriter.blob(of: merged.movies)
        } catch {
            throw IMDbImportError(.unwritable(Self.reason(error)), file: path)
        }
        try store(blob)
        let years = merged.movies.compactMap(\.year)
        return IMDbImportReport(
            films: merged.movies.count, added: merged.added, filled: merged.filled,
            years: years.min().flatMap { first in years.max().map { first...$0 } }, path: path)
    }

    /// Writes a blob atomically: a temporary file, flushed, renamed over the overlay, and the folder flushed.
    /// - Throws: `IMDbImportError` `unwritable` with the system's reason; the old overlay is then untouched.
    public func store(_ blob: [UInt8]) throws(IMDbImportError) {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw IMDbImportError(.unwritable(error.localizedDescription), file: folder)
        }
        let temporary = path + ".partial"
        let descriptor = Foundation.open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw failure(errno) }
        var written = 0
        let problem: Int32? = blob.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return fsync(descriptor) == 0 ? nil : errno }
            while written < bytes.count {
                let count = write(descriptor, base + written, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += count
            }
            return fsync(descriptor) == 0 ? nil : errno
        }
        let closed = close(descriptor) == 0 ? nil : errno
        if let code = problem ?? closed {
            unlink(temporary)
            throw failure(code)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(code)
        }
        let directory = Foundation.open(folder, O_RDONLY)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }

    /// Deletes the overlay, so start-up opens the bundled catalog again.
    /// - Returns: whether there was one.
    /// - Throws: `IMDbImportError` `unwritable` when it is there but cannot be deleted.
    public func remove() throws(IMDbImportError) -> Bool {
        guard unlink(path) == 0 else {
            if errno == ENOENT { return false }
            throw failure(errno)
        }
        return true
    }

    /// When the overlay was written, `nil` when there is none.
    public var date: Date? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec))
    }

    /// Opens the overlay as the catalog, mapped into memory for the rest of the process.
    /// - Returns: the catalog, or `nil` when there is no overlay.
    /// - Throws: `CatalogError/unavailable(reason:)` when it cannot be read or fails its checks.
    public func open() throws(CatalogError) -> BundledCatalog? {
        let descriptor = Foundation.open(path, O_RDONLY)
        guard descriptor >= 0 else {
            // No file, or a data folder that is not a folder (which the profile reports in its own words): no overlay.
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw unusable(String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0 else { throw unusable("it is empty") }
        let length = Int(status.st_size)
        // Never unmapped: the catalog's columns point into these bytes for the rest of the process.
        guard let start = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0), start != MAP_FAILED else {
            throw unusable(String(cString: strerror(errno)))
        }
        do {
            return try BundledCatalog(blob: UnsafeRawBufferPointer(start: start, count: length))
        } catch {
            munmap(start, length)
            throw unusable(Self.reason(error))
        }
    }

    private func unusable(_ reason: String) -> CatalogError {
        .unavailable(
            reason: "the IMDb catalog \(path) is unusable (\(reason)); `marquee catalog remove-imdb` deletes it")
    }

    private func failure(_ code: Int32) -> IMDbImportError {
        IMDbImportError(.unwritable(String(cString: strerror(code))), file: path)
    }

    private static func reason(_ error: CatalogError) -> String {
        if case .unavailable(let reason) = error { return reason }
        return String(describing: error)
    }
}
