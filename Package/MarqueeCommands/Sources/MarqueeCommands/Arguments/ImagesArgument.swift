import MarqueeWords
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
        let (given, remaining) = try GlobalValueOption(name: "--images", placeholder: "MODE").extract(
            from: arguments, l10n: l10n)
        if let given {
            guard let choice = ImageChoice(rawValue: given) else {
                throw UsageError(l10n(.usageUnknownImages, given), command: nil)
            }
            return (choice, remaining)
        }
        guard let variable = environment["MARQUEE_IMAGES"], !variable.isEmpty else { return (.auto, remaining) }
        guard let choice = ImageChoice(rawValue: variable) else {
            throw UsageError(l10n(.usageUnknownImagesVariable, variable), command: nil)
        }
        return (choice, remaining)
    }
}
