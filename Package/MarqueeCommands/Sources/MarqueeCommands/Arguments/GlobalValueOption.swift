import MarqueeWords

/// Takes one global `--name VALUE` (or `--name=VALUE`) out of the arguments before the command is parsed.
///
/// `--lang`, `--color` and `--images` may stand anywhere before `--` and must act on every command, help screen and
/// error message, so each is lifted out first; this is the one scan they share, each then checking its own value.
struct GlobalValueOption {
    /// The option's long name, such as `--color`.
    let name: String
    /// The value's placeholder in messages, such as `WHEN`.
    let placeholder: String

    /// The value given (the last one wins, `nil` when absent) and the arguments without the option.
    /// - Throws: ``UsageError`` when the option ends the arguments without a value.
    func extract(from arguments: [String], l10n: Localizer) throws(UsageError) -> (value: String?, rest: [String]) {
        let inline = name + "="
        var remaining: [String] = []
        var given: String?
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" {
                remaining += arguments[index...]
                break
            }
            if argument == name {
                guard index + 1 < arguments.endIndex else {
                    throw UsageError(l10n(.usageNeedsValue, name, name, placeholder), command: nil)
                }
                given = arguments[index + 1]
                index += 2
                continue
            }
            if argument.hasPrefix(inline) {
                given = String(argument.dropFirst(inline.count))
            } else {
                remaining.append(argument)
            }
            index += 1
        }
        return (given, remaining)
    }
}
