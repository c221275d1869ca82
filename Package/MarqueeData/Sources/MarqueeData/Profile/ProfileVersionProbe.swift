/// Just the `version` key of a profile file, read first to pick the shape for the rest.
struct ProfileVersionProbe: Decodable, Hashable, Sendable {
    /// The file format version, or `nil` for Kino's unversioned files.
    var version: Int?
}
