import MarqueeDomain

/// Words for why a server could not be reached, as a clause such as "the server's name could not be found".
public struct NetworkProblemText {
    /// The language.
    public let l10n: Localizer

    /// Creates the words in a language.
    public init(l10n: Localizer) {
        self.l10n = l10n
    }

    /// The words for it, in the localizer's language.
    public func text(_ problem: NetworkProblem) -> String {
        switch problem {
        case .noConnection: l10n(.networkNoConnection)
        case .connectionLost: l10n(.networkConnectionLost)
        case .cannotConnect: l10n(.networkCannotConnect)
        case .hostNotFound: l10n(.networkHostNotFound)
        case .notHTTP: l10n(.networkNotHTTP)
        case .closedWithoutAnswer: l10n(.networkClosedWithoutAnswer)
        case .noSuchEndpoint: l10n(.networkNoSuchEndpoint)
        case .notConfigured: l10n(.networkNotConfigured)
        case .noNetworkLibrary(let library, _): l10n(.networkNoLibrary, library)
        case .other(let words): words
        }
    }
}
