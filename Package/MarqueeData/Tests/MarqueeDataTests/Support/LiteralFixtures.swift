import Foundation

extension URL {
    /// A URL spelled out in a test, which is known to be valid.
    /// - Parameter string: the URL's text.
    /// - Returns: the URL.
    static func fixture(_ string: String) -> URL {
        // swift-format-ignore: NeverForceUnwrap
        // The literals passed here are valid URLs; a typo fails every test that uses it at once.
        URL(string: string)!
    }
}

extension Decimal {
    /// A decimal spelled out in a test, such as a price `"3.99"`.
    /// - Parameter string: the number's text.
    /// - Returns: the number.
    static func fixture(_ string: String) -> Decimal {
        // swift-format-ignore: NeverForceUnwrap
        // The literals passed here are valid numbers; a typo fails every test that uses it at once.
        Decimal(string: string)!
    }
}

extension Data {
    /// Bytes spelled out in a test as base64.
    /// - Parameter base64: the bytes' base64 text.
    /// - Returns: the bytes.
    static func fixture(base64: String) -> Data {
        // swift-format-ignore: NeverForceUnwrap
        // The literals passed here are valid base64; a typo fails every test that uses it at once.
        Data(base64Encoded: base64)!
    }
}
