import Foundation

/// Where Marquee keeps data it can rebuild, such as downloaded posters or API responses.
///
/// The lookup order is `MARQUEE_HOME/cache`, then `$XDG_CACHE_HOME/marquee`, then `~/.cache/marquee`.
/// `MARQUEE_HOME` wins so one variable isolates everything Marquee writes (handy for tests and demos).
public enum CacheDirectory {
    /// The name of the cache folder inside `MARQUEE_HOME`.
    public static let marqueeHomeSubfolder = "cache"

    /// Resolves the cache directory from an environment.
    ///
    /// Empty and relative variables follow the same rules as
    /// ``DataDirectory/resolve(environment:home:currentDirectory:)``.
    /// - Parameters:
    ///   - environment: the process environment, for example `ProcessInfo.processInfo.environment`.
    ///   - home: the user's home directory, used when no variable applies.
    ///   - currentDirectory: what a relative `MARQUEE_HOME` is resolved against.
    /// - Returns: the directory URL; it may not exist yet.
    public static func resolve(
        environment: [String: String],
        home: String,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> URL {
        if let marqueeHome = XDGVariable.value(named: "MARQUEE_HOME", in: environment) {
            return XDGVariable.directory(marqueeHome, relativeTo: currentDirectory)
                .appending(path: marqueeHomeSubfolder, directoryHint: .isDirectory)
        }
        if let cacheHome = XDGVariable.absoluteValue(named: "XDG_CACHE_HOME", in: environment) {
            return XDGVariable.directory(cacheHome)
                .appending(path: DataDirectory.applicationFolder, directoryHint: .isDirectory)
        }
        return XDGVariable.directory(home)
            .appending(path: ".cache", directoryHint: .isDirectory)
            .appending(path: DataDirectory.applicationFolder, directoryHint: .isDirectory)
    }
}
