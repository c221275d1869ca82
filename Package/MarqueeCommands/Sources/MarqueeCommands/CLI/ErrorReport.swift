import Foundation
import MarqueeWords

/// Writes an error that ends a run to stderr, and returns the exit status.
///
/// As text: `marquee: ` and the message (for a usage error, the usage line after it). Under `--json`: one
/// `ErrorJSON` line, so a script reading stderr can parse it; stdout stays empty either way. Every message
/// passes through `ArgumentEcho`, so a huge argument is echoed short.
struct ErrorReport {
    let console: Console
    let l10n: Localizer
    /// Whether `--json` was given.
    let json: Bool
    let echo: ArgumentEcho

    /// Reports a usage error; returns 64.
    func usage(_ error: UsageError) -> Int32 {
        let message = echo.shorten(error.message)
        guard !json else {
            // Several problems come as several `marquee: ` lines (recommend's form); the object holds them bare.
            let bare = message.replacingOccurrences(of: "\nmarquee: ", with: "\n")
            console.error(JSONOutput.line(ErrorJSON(code: ErrorCode.usage, message: bare, exitCode: MarqueeCLI.usage)))
            return MarqueeCLI.usage
        }
        var lines = ["marquee: \(message)"]
        if let name = error.command, let type = CommandRegistry.command(named: name) {
            lines += [l10n(.usageLine, type.spec.usage(invokedAs: name)), l10n(.usageMoreHelp, name)]
        } else {
            let names = CommandRegistry.all.flatMap { $0.spec.names }.joined(separator: ", ")
            lines += [l10n(.usageCommands, names), l10n(.usageMoreHelpGeneral)]
        }
        console.error(lines.joined(separator: "\n"))
        return MarqueeCLI.usage
    }

    /// Reports a command's failure; returns 1.
    func failure(_ failure: CommandFailure) -> Int32 {
        let message = echo.shorten(FailureMessage(l10n: l10n).text(failure))
        if json {
            let document = ErrorJSON(code: ErrorCode.of(failure), message: message, exitCode: MarqueeCLI.failure)
            console.error(JSONOutput.line(document))
        } else {
            console.error("marquee: " + message)
        }
        return MarqueeCLI.failure
    }
}
