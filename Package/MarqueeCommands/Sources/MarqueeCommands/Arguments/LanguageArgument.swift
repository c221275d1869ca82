import MarqueeWords

/// Takes `--lang` out of the arguments before anything else is parsed, so even usage errors
/// are in the chosen language.
enum LanguageArgument {
    static func extract(
        from arguments: [String],
        environment: [String: String],
        l10n: Localizer
    ) throws(UsageError) -> (Language, [String]) {
        let (flag, remaining) = try GlobalValueOption(name: "--lang", placeholder: "LANG").extract(
            from: arguments, l10n: l10n)
        if let flag, Language.parse(flag) == nil {
            throw UsageError(l10n(.usageUnknownLanguage, flag), command: nil)
        }
        return (Language.resolve(flag: flag, environment: environment), remaining)
    }
}
