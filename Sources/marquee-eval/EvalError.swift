/// Why the evaluation runner stopped: a usage mistake or an input file it cannot trust.
enum EvalError: Error, CustomStringConvertible {
    /// The command line was wrong; the runner exits 64.
    case usage(String)
    /// A file could not be read or written.
    case file(path: String, reason: String)
    /// A line of an input file is malformed, named by file and line number.
    case malformed(path: String, line: Int, reason: String)
    /// An input names a film the bundled catalog does not have.
    case unknownFilm(path: String, line: Int, id: String)
    /// The bundled catalog itself could not be loaded.
    case catalog(String)

    var description: String {
        switch self {
        case .usage(let message): message
        case .file(let path, let reason): "\(path): \(reason)"
        case .malformed(let path, let line, let reason): "\(path):\(line): \(reason)"
        case .unknownFilm(let path, let line, let id): "\(path):\(line): \(id) is not in the bundled catalog"
        case .catalog(let reason): "the bundled catalog could not be loaded: \(reason)"
        }
    }
}
