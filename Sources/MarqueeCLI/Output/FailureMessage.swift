import MarqueeDomain

/// Words for every failure: what happened, then what to do next.
enum FailureMessage {
    static func text(_ failure: CommandFailure) -> String {
        switch failure {
        case .feed(.catalog(let error)), .reaction(.catalog(let error)), .catalog(let error): catalog(error)
        case .feed(.profile(let error)), .reaction(.profile(let error)), .profile(let error): profile(error)
        }
    }

    static func catalog(_ error: CatalogError) -> String {
        switch error {
        case .unavailable(let reason):
            "the film catalog could not be loaded: \(reason). Reinstall Marquee, or rebuild it with 'swift build'."
        case .notFound(let id):
            "no film has the id '\(id)'. Find the id with 'marquee search <title>'."
        case .noMatch(let query, let closest) where closest.isEmpty:
            "no film matches '\(query)'. Try 'marquee search <words from the title>'."
        case .noMatch(let query, let closest):
            "no single film matches '\(query)'. Did you mean:\n"
                + closest.map { "  \($0.id)  \(MovieText.titleAndYear($0))" }.joined(separator: "\n")
                + "\nUse the id, for example 'marquee movie \(closest[0].id)'."
        case .offline(let reason):
            "the film store could not be reached (\(reason)). Check your connection; the bundled catalog still works."
        case .timedOut:
            "the film store did not answer in time. Try again in a moment."
        case .rateLimited(let seconds):
            "the film store asked Marquee to slow down. Try again in \(seconds.map { "\($0) seconds" } ?? "a minute")."
        case .serviceFailed(let status):
            "the film store answered with an error (HTTP \(status)). Try again later."
        case .malformedResponse(let reason):
            "the film store's answer could not be read (\(reason)). Try again later."
        }
    }

    static func profile(_ error: ProfileError) -> String {
        switch error {
        case .unreadable(let path, let reason):
            "your profile at \(path) could not be read: \(reason). Check the file's permissions."
        case .unwritable(let path, let reason):
            "your profile at \(path) could not be saved: \(reason). Nothing was changed. "
                + "Check that the folder is writable, or set MARQUEE_HOME to another folder."
        case .newerVersion(let path, let found, let supported):
            "your profile at \(path) was written by a newer Marquee (format \(found); this one reads up to "
                + "\(supported)). Update Marquee; the file was left untouched."
        }
    }
}
