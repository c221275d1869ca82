import Foundation
import MarqueeDomain

/// Builds prices from the store's two spellings: a decimal string (the chart) or a JSON number (Search).
enum ShopPrice {
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// A price from the chart's `attributes.amount` string, such as `"24.99"`.
    /// - Returns: `nil` unless both parts are present, the amount is a plain decimal number and not negative.
    static func price(amount: String?, currency: String?) -> Price? {
        guard let amount, amount.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let value = Decimal(string: amount, locale: posix)
        else { return nil }
        return price(amount: value, currency: currency)
    }

    /// A price from Search's number, such as `3.99000`.
    /// - Returns: `nil` unless both parts are present and the amount is not negative (Apple uses -1 for "not sold").
    ///   The currency code is shown, so it is cleaned like any other text from outside.
    static func price(amount: Decimal?, currency: String?) -> Price? {
        guard let amount, amount >= 0, !amount.isNaN,
            let currency = currency.map(UntrustedText.singleLine)?.trimmingCharacters(in: .whitespaces),
            !currency.isEmpty
        else { return nil }
        return Price(amount: amount, currencyCode: currency)
    }
}
