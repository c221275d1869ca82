import Foundation

/// A fresh, empty folder used as `MARQUEE_HOME`, so every test starts as a first run.
struct TemporaryHome {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "marquee-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var profile: URL { url.appending(path: "profile.json") }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
