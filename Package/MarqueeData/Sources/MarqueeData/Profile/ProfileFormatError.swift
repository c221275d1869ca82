/// Why bytes could not be turned into a profile, or a profile into bytes, before any path is known.
///
/// ``FileProfileRepository`` turns these into recoveries or `MarqueeDomain/ProfileError` values.
enum ProfileFormatError: Error, Hashable, Sendable {
    /// The bytes are not a profile this build understands; `reason` is meant for a terminal.
    case corrupt(reason: String)
    /// The file says it was written by a newer Marquee.
    case newerVersion(found: Int)
    /// The profile could not be encoded, or would not read back the same; nothing should be written.
    case unencodable(reason: String)

    /// The explanation carried by any case, for messages.
    var reason: String {
        switch self {
        case .corrupt(let reason), .unencodable(let reason): reason
        case .newerVersion(let found): "the file was written by a newer Marquee (format version \(found))"
        }
    }
}
