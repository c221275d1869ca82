import Foundation
import MarqueeWords

/// A command line split into flags, option values and positional arguments.
public struct ParsedArguments: Sendable {
    /// The command name as typed.
    public var command: String
    /// The language for messages about these arguments.
    public let l10n: Localizer
    /// Flags that were given, by long name.
    public var flags: Set<String> = []
    /// Option values, by long name; the last occurrence wins.
    public var values: [String: String] = [:]
    /// Positional arguments, in order.
    public var positionals: [String] = []

    /// Creates an empty parse result for a command.
    public init(command: String, l10n: Localizer) {
        self.command = command
        self.l10n = l10n
    }

    /// Whether a flag was given.
    public func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// An option's value, if given.
    public func value(_ option: String) -> String? { values[option] }

    /// An option's value as a whole number within a range.
    /// - Parameters:
    ///   - option: the option's long name.
    ///   - range: the accepted values.
    ///   - defaultValue: the value when the option is absent.
    /// - Returns: the number.
    /// - Throws: ``UsageError`` naming the option and the accepted range.
    public func integer(_ option: String, in range: ClosedRange<Int>, default defaultValue: Int) throws(UsageError)
        -> Int
    {
        guard let text = values[option] else { return defaultValue }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(
                l10n(.usageIntegerRange, option, range.lowerBound, range.upperBound, text),
                command: command
            )
        }
        return number
    }

    /// An option's value as a web address: an http or https URL with a host, as `ask` and `model` need for a server.
    /// - Parameter option: the option's long name.
    /// - Returns: the address as typed, or `nil` when the option is absent.
    /// - Throws: ``UsageError`` naming the option and what it accepts.
    public func webAddress(_ option: String) throws(UsageError) -> String? {
        guard let text = values[option] else { return nil }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host?.isEmpty == false
        else {
            throw UsageError(l10n(.usageBadWebAddress, option, text), command: command)
        }
        return text
    }
}
