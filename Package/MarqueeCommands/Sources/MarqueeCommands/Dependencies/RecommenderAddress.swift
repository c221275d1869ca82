import Foundation

/// Where a recommender service lives, as a user typed it: an `http` or `https` URL with a host.
///
/// It is read where it is given (`--backend`, the settings), so a bad address is a usage error before any request;
/// the composition root hands its base URL to the service's client.
public struct RecommenderAddress: Hashable, Sendable {
    /// The base URL, normalised: lowercase scheme, no trailing slash, no query, no fragment.
    public let baseURL: URL

    /// Reads an address as a user typed it.
    /// - Parameter text: an `http` or `https` URL with a host; `nil` comes back when the text is not such a URL.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard var components = URLComponents(string: trimmed),
            let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = components.host, !host.isEmpty
        else { return nil }
        components.scheme = scheme
        components.query = nil
        components.fragment = nil
        while components.path.hasSuffix("/") { components.path.removeLast() }
        guard let url = components.url else { return nil }
        baseURL = url
    }
}
