import Foundation

/// A fresh, uniquely named directory for one test, removed afterwards whatever the outcome.
///
/// A closure rather than an object with `deinit`, because ARC may release an object after its last
/// use, which could delete the directory while the test is still working in it.
enum TemporaryDirectory {
    /// Runs `body` with a new empty directory and removes it when `body` returns or throws.
    /// - Parameter body: the test; it may create anything inside the directory.
    /// - Returns: what `body` returns.
    /// - Throws: whatever `body` throws, or a Foundation error if the directory cannot be made.
    static func with<T>(_ body: (URL) async throws -> T) async throws -> T {
        let url = FileManager.default.temporaryDirectory
            .appending(path: "marquee-profile-tests-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer {
            // Tests may have made parts read-only; give the owner access back so removal works.
            chmodRecursively(url)
            try? FileManager.default.removeItem(at: url)
        }
        return try await body(url)
    }

    private static func chmodRecursively(_ url: URL) {
        chmod(url.path(percentEncoded: false), 0o700)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path(percentEncoded: false))) ?? []
        for name in names {
            let child = url.appending(path: name)
            chmod(child.path(percentEncoded: false), 0o700)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: child.path(percentEncoded: false), isDirectory: &isDirectory),
                isDirectory.boolValue
            {
                chmodRecursively(child)
            }
        }
    }
}
