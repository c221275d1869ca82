import MarqueeDomain

/// Words for why a server could not be reached, as a clause such as "the server's name could not be found".
public struct NetworkProblemText {
    /// The language.
    public let l10n: Localizer

    /// Creates the words in a language.
    public init(l10n: Localizer) {
        self.l10n = l10n
    }

    public func text(_ problem: NetworkProblem) -> String {
        switch problem {
        case .noConnection: l10n("network.noConnection")
        case .connectionLost: l10n("network.connectionLost")
        case .cannotConnect: l10n("network.cannotConnect")
        case .hostNotFound: l10n("network.hostNotFound")
        case .notHTTP: l10n("network.notHTTP")
        case .closedWithoutAnswer: l10n("network.closedWithoutAnswer")
        case .noSuchEndpoint: l10n("network.noSuchEndpoint")
        case .notConfigured: l10n("network.notConfigured")
        case .other(let words): words
        }
    }
}
