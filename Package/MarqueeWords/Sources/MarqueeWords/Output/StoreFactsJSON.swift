import MarqueeDomain

/// What a store adds to a film in `--json` documents: poster, summary and price, each `null` when unknown.
public struct StoreFactsJSON: Encodable {
    /// A price as text, so no decimal ever drifts: `{"amount": "14.99", "currency": "EUR", "text": "14,99 €"}`.
    public struct PriceJSON: Encodable {
        let amount: String
        let currency: String
        let text: String

        /// Creates the value from its parts.
        public init(amount: String, currency: String, text: String) {
            self.amount = amount
            self.currency = currency
            self.text = text
        }
    }

    let posterURL: String?
    let summary: String?
    let price: PriceJSON?

    public init(_ movie: Movie, l10n: Localizer) {
        posterURL = movie.posterURL?.absoluteString
        summary = movie.summary
        price = movie.price.map {
            PriceJSON(
                amount: "\($0.amount)", currency: $0.currencyCode, text: StoreFormat(locale: l10n.locale).price($0))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(posterURL, forKey: .posterURL)
        try container.encode(summary, forKey: .summary)
        try container.encode(price, forKey: .price)
    }

    private enum CodingKeys: String, CodingKey { case posterURL, summary, price }
}
