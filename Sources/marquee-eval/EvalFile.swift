import Foundation

/// Reads and writes the runner's tab-separated files.
enum EvalFile {
    /// The file's non-empty lines with their 1-based numbers; a missing or non-UTF-8 file is an error.
    static func lines(_ path: String) throws(EvalError) -> [(number: Int, text: Substring)] {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw .file(path: path, reason: "cannot read (\(error.localizedDescription))")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .file(path: path, reason: "not UTF-8") }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .compactMap { offset, line in line.isEmpty ? nil : (offset + 1, line) }
    }

    /// Writes the text whole, replacing the file.
    static func write(_ text: String, to path: String) throws(EvalError) {
        do { try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
            throw .file(path: path, reason: "cannot write (\(error.localizedDescription))")
        }
    }
}
