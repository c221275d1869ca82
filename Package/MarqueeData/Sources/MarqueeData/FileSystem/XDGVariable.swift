import Foundation

/// Reads directory variables the way the XDG Base Directory specification asks.
enum XDGVariable {
    /// The variable's value, or `nil` when it is unset or empty (the specification treats both alike).
    static func value(named name: String, in environment: [String: String]) -> String? {
        guard let value = environment[name], !value.isEmpty else { return nil }
        return value
    }

    /// The variable's value when it is an absolute path; relative values are invalid per the specification.
    static func absoluteValue(named name: String, in environment: [String: String]) -> String? {
        guard let value = value(named: name, in: environment), value.hasPrefix("/") else { return nil }
        return value
    }

    /// A directory URL for a path, resolving a relative one against `base` and tidying `.` and `..`.
    static func directory(_ path: String, relativeTo base: String = "/") -> URL {
        let baseURL = URL(filePath: base, directoryHint: .isDirectory)
        return URL(filePath: path, directoryHint: .isDirectory, relativeTo: baseURL).standardizedFileURL
    }
}
