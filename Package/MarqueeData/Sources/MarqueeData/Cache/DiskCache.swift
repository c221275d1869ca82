import Foundation

// Glibc for the POSIX calls on Linux; on Apple platforms Foundation already brings them in.
#if canImport(Glibc)
    import Glibc
#endif

/// A directory of JSON files, one per key, written so that a crash never leaves a corrupt file.
///
/// Every write goes to a temporary file that is flushed and renamed over the old one
/// (`POSIXFile/writeAtomically(_:to:temporaryPrefix:permissions:)`), so readers see the old answer or the
/// new one, never half of one. Anything unreadable (missing, corrupt, another version, another key) reads as
/// a miss, and the next successful fetch replaces it. Two processes writing one key at once each rename a
/// complete file; the later one wins, which is as good as either.
struct DiskCache: Sendable {
    /// The start of temporary files' names; hidden, and recognisable if a crash leaves one behind.
    static let temporaryPrefix = ".partial-"
    /// The longest readable part of a file name; the hash after it keeps long keys distinct.
    static let maximumNameLength = 80

    /// The directory holding the files; created (mode 0700) on the first write.
    let directory: URL

    /// The entry for a key, or `nil` when there is none that this build can read.
    func read<Payload: Codable & Sendable>(_ type: Payload.Type, key: String) -> DiskCacheEntry<Payload>? {
        guard let snapshot = try? POSIXFile.snapshot(of: path(for: key)),
            let envelope = try? JSONDecoder().decode(DiskCacheEnvelope<Payload>.self, from: snapshot.contents),
            envelope.version == DiskCacheEnvelope<Payload>.currentVersion, envelope.key == key
        else { return nil }
        return DiskCacheEntry(payload: envelope.payload, savedAt: envelope.savedAt)
    }

    /// Replaces the entry for a key.
    /// - Throws: `FileSystemError` when the directory or the file cannot be written; the old entry is
    ///   untouched then.
    func write<Payload: Codable & Sendable>(_ payload: Payload, key: String, savedAt: Date) throws(FileSystemError) {
        let envelope = DiskCacheEnvelope(
            version: DiskCacheEnvelope<Payload>.currentVersion, key: key, savedAt: savedAt, payload: payload)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(envelope)
        } catch {
            // Only a non-finite Double can fail to encode, and the stored shapes have none worth keeping.
            throw FileSystemError(path: path(for: key), operation: "encode", code: EINVAL)
        }
        try POSIXFile.createDirectories(directory.path(percentEncoded: false))
        try POSIXFile.writeAtomically(data, to: path(for: key), temporaryPrefix: Self.temporaryPrefix)
    }

    /// The file for a key: its safe characters, cut to `maximumNameLength`, then a hash of the whole key.
    ///
    /// Characters outside `[A-Za-z0-9._-]` become `_`, so a search term can never name a path; the hash keeps
    /// "c++" and "c__" (or two long keys with the same start) in different files.
    func fileURL(for key: String) -> URL {
        directory.appending(path: Self.fileName(for: key), directoryHint: .notDirectory)
    }

    /// The file name for a key, for example `search-us-25-dark_knight-4f1c2b3a5d6e7f80.json`.
    static func fileName(for key: String) -> String {
        let safe = key.unicodeScalars.prefix(maximumNameLength).map { scalar -> Character in
            let allowed = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
            return allowed || "._-".unicodeScalars.contains(scalar) ? Character(scalar) : "_"
        }
        // A leading dot would hide the file or, alone, name the directory itself.
        let name = safe.first == "." ? "_" + String(safe.dropFirst()) : String(safe)
        return "\(name)-\(fnv1a(key)).json"
    }

    private func path(for key: String) -> String { fileURL(for: key).path(percentEncoded: false) }

    /// 64-bit FNV-1a of the key's UTF-8 bytes as 16 hex digits: stable across runs, unlike `Hasher`.
    private static func fnv1a(_ key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
