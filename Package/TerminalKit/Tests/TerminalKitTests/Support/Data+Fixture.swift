import Foundation

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
