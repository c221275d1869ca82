import Foundation

/// Where Marquee keeps data that must survive between runs, such as the user's profile.
///
/// The lookup order is `MARQUEE_HOME`, then `$XDG_DATA_HOME/marquee`, then `~/.local/share/marquee`.
/// It is a pure function of its inputs so the composition root decides the environment and tests
/// never touch the real home directory.
public enum DataDirectory {
    /// The name of Marquee's folder inside the XDG base directories.
    public static let applicationFolder = "marquee"

    /// Resolves the data directory from an environment.
    ///
    /// Empty variables count as unset, as the XDG Base Directory specification asks. A relative
    /// `XDG_DATA_HOME` is ignored (the specification calls it invalid); a relative `MARQUEE_HOME`
    /// is the user's explicit choice, so it is taken relative to `currentDirectory`.
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
        }
        if let dataHome = XDGVariable.absoluteValue(named: "XDG_DATA_HOME", in: environment) {
            return XDGVariable.directory(dataHome).appending(path: applicationFolder, directoryHint: .isDirectory)
        }
        return XDGVariable.directory(home)
            .appending(path: ".local/share", directoryHint: .isDirectory)
            .appending(path: applicationFolder, directoryHint: .isDirectory)
    }
}
