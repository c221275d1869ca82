import Foundation
import MarqueeData

extension HTTPRequest {
    /// A GET of `url` as the transport tests send it: no retries unless asked, a 10 s deadline and an 8 MiB cap.
    static func test(
        _ url: URL,
        deadline: Duration = .seconds(10),
        retry: RetryPolicy = .none,
        maxResponseBytes: Int = 8 << 20
    ) -> HTTPRequest {
        HTTPRequest(url: url, deadline: deadline, retry: retry, maxResponseBytes: maxResponseBytes)
    }
}
