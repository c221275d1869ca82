import TerminalKit

/// Takes the global `--images MODE` out of the arguments before the command is parsed, like `--color`, and falls
/// back to `MARQUEE_IMAGES`, then to `auto`.
enum ImagesArgument {
    /// The choice (the flag, else the variable, else `auto`; the last flag given wins) and the arguments without it.
    /// - Throws: ``UsageError`` for a missing value, or a flag or variable that is not `auto`, `kitty`, `iterm` or
    ///   `off`: a typo must not silently turn posters off.
    static func extract(
        from arguments: [String],
        environment: [String: String],
        l10n: Localizer
    ) throws(UsageError) -> (ImageChoice, [String]) {
        var remaining: [String] = []
        var given: String?
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" {
                remaining += arguments[index...]
                break
            }
            if argument == "--images" {
                guard index + 1 < arguments.endIndex else {
                    throw UsageError(l10n("usage.needsValue", "--images", "--images", "MODE"), command: nil)
                }
                given = arguments[index + 1]
                index += 2
                continue
            }
            if argument.hasPrefix("--images=") {
                given = String(argument.dropFirst("--images=".count))
            } else {
                remaining.append(argument)
            }
            index += 1
        }
        if let given {
            guard let choice = ImageChoice(rawValue: given) else {
                throw UsageError(l10n("usage.unknownImages", given), command: nil)
            }
            return (choice, remaining)
        }
        guard let variable = environment["MARQUEE_IMAGES"], !variable.isEmpty else { return (.auto, remaining) }
        guard let choice = ImageChoice(rawValue: variable) else {
            throw UsageError(l10n("usage.unknownImagesVariable", variable), command: nil)
        }
        return (choice, remaining)
    }
}
