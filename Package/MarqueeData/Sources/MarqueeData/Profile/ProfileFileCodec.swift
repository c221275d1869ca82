import Foundation
import MarqueeDomain

/// Turns profile file bytes into a `MarqueeDomain/UserProfile` and back, choosing the shape by version.
enum ProfileFileCodec {
    /// The newest file version this build reads, and the one it writes.
    static let supportedVersion = ProfileDTO.currentVersion

    /// Reads a profile file of any supported version, migrating older shapes.
    /// - Parameter snapshot: the file's bytes and modification time (which dates version 1 reactions).
    /// - Returns: the profile the file holds.
    /// - Throws: `ProfileFormatError/newerVersion(found:)` for files from a newer Marquee and
    ///   `ProfileFormatError/corrupt(reason:)` for anything that is not a profile.
    static func decode(_ snapshot: FileSnapshot) throws(ProfileFormatError) -> UserProfile {
        let data = snapshot.contents
        guard !data.isEmpty else { throw .corrupt(reason: "the file is empty") }
        let probe = try decode(ProfileVersionProbe.self, from: data)
        // Kino never wrote a version, so a missing one means the legacy shape.
        let version = probe.version ?? LegacyProfileDTO.legacyVersion
        switch version {
        case LegacyProfileDTO.legacyVersion:
            let legacy = try decode(LegacyProfileDTO.self, from: data)
            return try ProfileMapper.profile(from: legacy.migrated(reactedAt: snapshot.modificationDate))
        case ProfileDTO.versionWithoutFilms, ProfileDTO.currentVersion:
            return try ProfileMapper.profile(from: decode(ProfileDTO.self, from: data))
        case let newer where newer > supportedVersion:
            throw .newerVersion(found: newer)
        default:
            throw .corrupt(reason: "unknown format version \(version)")
        }
    }

    /// Writes a profile in the current shape, and returns it exactly as a later read will see it.
    ///
    /// The bytes are decoded again before anything touches the disk, so Marquee never saves a file it
    /// could not read back; the returned profile has dates rounded to the file's millisecond precision.
    /// - Throws: `ProfileFormatError/unencodable(reason:)` when encoding fails or does not round-trip.
    static func encode(_ profile: UserProfile) throws(ProfileFormatError) -> (data: Data, saved: UserProfile) {
        let encoder = JSONEncoder()
        // Sorted keys and pretty printing keep the file diffable and stable between saves.
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data: Data
        do {
            data = try encoder.encode(ProfileMapper.dto(from: profile))
        } catch {
            throw .unencodable(reason: "\(error)")
        }
        data.append(UInt8(ascii: "\n"))
        do throws(ProfileFormatError) {
            let saved = try decode(FileSnapshot(contents: data, modificationDate: Date()))
            return (data, saved)
        } catch {
            throw .unencodable(reason: "the encoded profile does not read back: \(error.reason)")
        }
    }

    private static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(ProfileFormatError) -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw .corrupt(reason: describe(error))
        }
    }

    /// The JSON name for what a Swift type decodes from, since users see the file, not the DTO.
    private static func jsonKind(_ type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Dictionary") { return "an object" }
        if name.hasPrefix("Array") { return "an array" }
        switch name {
        case "String": return "a string"
        case "Bool": return "true or false"
        case "Int", "Double": return "a number"
        default: return name
        }
    }

    /// A short, terminal-friendly account of a decoding failure.
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "the file could not be decoded (\(error))" }
        func location(_ context: DecodingError.Context) -> String {
            context.codingPath.isEmpty ? "the top level" : context.codingPath.map(\.stringValue).joined(separator: ".")
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "the file is not valid JSON"
        case .dataCorrupted(let context):
            return "invalid value at \(location(context)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "\"\(key.stringValue)\" is missing at \(location(context))"
        case .typeMismatch(let type, let context):
            return "expected \(jsonKind(type)) at \(location(context))"
        case .valueNotFound(let type, let context):
            return "expected \(jsonKind(type)) but found null at \(location(context))"
        @unknown default:
            return "the file could not be decoded (\(error))"
        }
    }
}
