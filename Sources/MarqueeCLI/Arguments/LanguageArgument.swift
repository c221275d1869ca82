/// Takes `--lang` out of the arguments before anything else is parsed, so even usage errors
/// are in the chosen language.
enum LanguageArgument {
    static func extract(
        from arguments: [String],
        environment: [String: String],
        l10n: Localizer
    ) throws(UsageError) -> (Language, [String]) {
        var remaining: [String] = []
        var flag: String?
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" {
                remaining += arguments[index...]
                break
            }
            if argument == "--lang" {
                guard index + 1 < arguments.endIndex else {
                    throw UsageError(l10n("usage.needsValue", "--lang", "--lang", "LANG"), command: nil)
                }
                flag = arguments[index + 1]
                index += 2
                continue
            }
            if argument.hasPrefix("--lang=") {
                flag = String(argument.dropFirst("--lang=".count))
            } else {
                remaining.append(argument)
            }
            index += 1
        }
        if let flag, Language.parse(flag) == nil {
            throw UsageError(l10n("usage.unknownLanguage", flag), command: nil)
        }
        return (Language.resolve(flag: flag, environment: environment), remaining)
    }
}
