import Foundation
import MarqueeDomain
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// Where the CLI writes: stdout for results, stderr for diagnostics, each in one write.
///
/// Tests inject a capturing console, so whole outputs can be compared.
public final class Console: Sendable {
    /// Whether stdout is a terminal; plain output is used otherwise.
    public let isTerminal: Bool
    /// Whether ANSI styles may be used, as `ColorChoice` decided once for the whole run.
    public let usesColor: Bool
    private let writeOut: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void
    private let writeBytes: @Sendable (Data) -> Void

    /// Creates a console with custom sinks, for tests; without a `bytes` sink, bytes reach `out` as UTF-8 text.
    public init(
        isTerminal: Bool,
        usesColor: Bool,
        out: @escaping @Sendable (String) -> Void,
        error: @escaping @Sendable (String) -> Void,
        bytes: (@Sendable (Data) -> Void)? = nil
    ) {
        self.isTerminal = isTerminal
        self.usesColor = usesColor
        self.writeOut = out
        self.writeError = error
        self.writeBytes = bytes ?? { out(String(decoding: $0, as: UTF8.self)) }
    }

    /// The process's real stdout and stderr, with colour decided from the environment as `--color auto` would.
    public static func standard(environment: [String: String]) -> Console {
        let terminal = isatty(STDOUT_FILENO) == 1
        return Console(
            isTerminal: terminal,
            usesColor: ColorChoice.auto.usesColor(variables: environment, outputIsTerminal: terminal),
            out: { FileHandle.standardOutput.write(Data($0.utf8)) },
            error: { FileHandle.standardError.write(Data($0.utf8)) },
            bytes: { FileHandle.standardOutput.write($0) }
        )
    }

    /// Writes a file's bytes to stdout as one write, exactly as given, so a pipe gets the file itself
    /// (`export --letterboxd -`); on a terminal they are text like any other and pass the guard.
    public func bytes(_ data: Data) {
        if isTerminal {
            writeOut(Self.guarded(String(decoding: data, as: UTF8.self), keepingStyles: false))
        } else {
            writeBytes(data)
        }
    }

    /// The same streams with colour as `--color` decided: the flag overrides what the environment said.
    public func coloured(_ choice: ColorChoice, environment: [String: String]) -> Console {
        Console(
            isTerminal: isTerminal,
            usesColor: choice.usesColor(variables: environment, outputIsTerminal: isTerminal),
            out: writeOut,
            error: writeError,
            bytes: writeBytes
        )
    }

    /// Writes an inline image's escape sequences to stdout as one write, unguarded, then a newline.
    ///
    /// The guard would strip them, and it has nothing to protect here: the escapes are built by TerminalKit from
    /// base64 text alone, so nothing the store sent reaches the terminal as a control byte.
    public func image(_ escapes: String) { writeBytes(Data((escapes + "\n").utf8)) }

    /// Writes text to stdout as one write, adding a final newline if missing; see ``guarded(_:keepingStyles:)``.
    public func out(_ text: String) { writeOut(line(text)) }

    /// Writes tab-separated rows to stdout as one write, for programs such as the completion scripts: each field is
    /// cleaned to one plain line, so only the tabs and newlines between them separate anything.
    public func outRows(_ rows: [[String]]) {
        writeOut(rows.map { $0.map(UntrustedText.singleLine).joined(separator: "\t") + "\n" }.joined())
    }

    /// Shows `text` as a status line in place of the one before it, on a terminal only.
    ///
    /// It says how long a slow answer has been awaited. Nothing goes to a pipe, so a script's output never holds it.
    public func status(_ text: String) {
        guard isTerminal else { return }
        writeOut("\r\u{1B}[2K" + Self.guarded(UntrustedText.singleLine(text), keepingStyles: usesColor))
    }

    /// Clears the status line, so that what is printed next starts on a clean line.
    public func clearStatus() {
        guard isTerminal else { return }
        writeOut("\r\u{1B}[2K")
    }

    /// Writes a diagnostic to stderr as one write, adding a final newline if missing.
    public func error(_ text: String) { writeError(line(text)) }

    /// The text guarded, ending in one newline.
    private func line(_ text: String) -> String {
        let safe = Self.guarded(text, keepingStyles: usesColor)
        return safe.hasSuffix("\n") ? safe : safe + "\n"
    }

    /// Text in bold when colour is on; colour never carries meaning alone.
    public func bold(_ text: String) -> String { usesColor ? "\u{1B}[1m\(text)\u{1B}[0m" : text }

    /// Text dimmed when colour is on.
    public func dim(_ text: String) -> String { usesColor ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
}
