import MarqueeWords

/// The deep-link parser, for the fuzz target in `Package/FuzzTesting`; behind `@_spi(Fuzzing)`, not the public API.
@_spi(Fuzzing) public enum DeepLinkFuzzing {
    /// Built once: a localizer copies its tables, which would otherwise dominate every run.
    private static let l10n = Localizer(.english)

    /// Reads a link as `marquee open` does, with English messages.
    /// - Parameter text: the link as given on the command line.
    /// - Returns: whether it is a link `open` accepts; a refused link carries a usage error, never a crash.
    public static func accepts(_ text: String) -> Bool {
        (try? DeepLink.parse(text, l10n: l10n)) != nil
    }
}
