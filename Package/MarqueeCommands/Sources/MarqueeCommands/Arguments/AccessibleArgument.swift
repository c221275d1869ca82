/// Takes the global `--accessible` out of the arguments, so it may stand before any command.
///
/// It selects the app's linear mode: `marquee --accessible` and `marquee --accessible app` open the accessible app.
/// A text command prints plain lines anyway, so there it is accepted and changes nothing, rather than failing as an
/// option the command does not know.
enum AccessibleArgument {
    /// Whether `--accessible` was given before any `--`, and the arguments without it.
    static func extract(from arguments: [String]) -> (accessible: Bool, rest: [String]) {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        let options = arguments[..<end]
        let rest = options.filter { $0 != "--accessible" } + arguments[end...]
        return (rest.count < arguments.count, rest)
    }
}
