import Foundation

/// A price in a currency, for films sold in a store.
public struct Price: Hashable, Sendable {
    /// The amount, for example 14.99.
    public let amount: Decimal
    /// The ISO 4217 currency code, for example `USD`.
    public let currencyCode: String

    /// Creates a price.
    public init(amount: Decimal, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }
}
