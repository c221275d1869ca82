import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension HTTPRequest {
    /// The `URLRequest` to hand to URLSession.
    ///
    /// Its time-out is only a backstop: whole seconds (Linux truncates fractions, and 0.3 s would fail at once),
    /// one second more than the deadline rounded up, so the transport's own timer always fires first.
    var urlRequest: URLRequest {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: backstop)
        request.httpMethod = method
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        request.httpBody = body
        return request
    }

    /// Whole seconds, at least the deadline: `ceil(deadline) + 1`.
    var backstop: TimeInterval {
        let (seconds, attoseconds) = deadline.components
        return TimeInterval(max(seconds, 0) + (attoseconds > 0 ? 1 : 0) + 1)
    }
}
