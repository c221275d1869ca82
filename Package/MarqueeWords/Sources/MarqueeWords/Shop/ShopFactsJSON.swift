import MarqueeDomain

/// What a store adds to a film in `--json` documents: poster, summary and price, each `null` when unknown.
public struct ShopFactsJSON: Encodable {
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

    @NullEncoded var posterURL: String?
    @NullEncoded var summary: String?
    @NullEncoded var price: PriceJSON?

    /// Builds the document from the command's result.
    public init(_ movie: Movie, l10n: Localizer) {
        posterURL = movie.posterURL?.absoluteString
        summary = movie.summary
        price = movie.price.map {
            PriceJSON(
                amount: "\($0.amount)", currency: $0.currencyCode, text: ShopFormat(locale: l10n.locale).price($0))
        }
    }

}
