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
