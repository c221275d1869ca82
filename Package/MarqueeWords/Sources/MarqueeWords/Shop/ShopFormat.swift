import Foundation
import MarqueeDomain

/// Formats prices and dates the way the user's language writes them: `$14.99` or `14,99 $`, `March 31, 1999` or
/// `31. März 1999`.
public struct ShopFormat {
    let locale: Locale

    /// Creates the value from its parts.
    public init(locale: Locale) {
        self.locale = locale
    }

    /// A price in its own currency, written for the locale.
    public func price(_ price: Price) -> String {
        price.amount.formatted(.currency(code: price.currencyCode).locale(locale))
    }

    /// A calendar day, written out for the locale.
    /// - Parameters:
    ///   - date: the moment.
    ///   - timeZone: the zone whose calendar day is meant; release dates are UTC days.
    /// - Returns: the day as the locale writes it in full.
    public func day(_ date: Date, in timeZone: TimeZone = .gmt) -> String {
        date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: locale, timeZone: timeZone))
    }
}
