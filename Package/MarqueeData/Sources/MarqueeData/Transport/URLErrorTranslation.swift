import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Translates URLSession's and the concurrency runtime's errors into ``TransportError``.
///
/// The one boundary where a `URLError` becomes a Marquee error: nothing above the transport sees one.
enum URLErrorTranslation {
    /// The ``TransportError`` for any error a URLSession task or a cancelled Swift task produced.
    static func translate(_ error: any Error, deadline: Duration) -> TransportError {
        if let error = error as? TransportError { return error }
        if error is CancellationError { return .cancelled }
        if let error = error as? URLError { return translate(error, deadline: deadline) }
        // Task errors can arrive as plain NSErrors in the URL domain on Linux; their code is a URLError code.
        let nsError = error as NSError
        if nsError.domain == NSURLErrorDomain {
            return translate(code: nsError.code, description: nsError.localizedDescription, deadline: deadline)
        }
        return .offline(reason: .other(String(describing: error)))
    }

    /// The ``TransportError`` for one `URLError`; `deadline` is reported for time-outs.
    static func translate(_ error: URLError, deadline: Duration) -> TransportError {
        translate(code: error.code.rawValue, description: error.localizedDescription, deadline: deadline)
    }

    private static func translate(code: Int, description: String, deadline: Duration) -> TransportError {
        switch code {
        case URLError.Code.timedOut.rawValue: .timedOut(after: deadline)
        case URLError.Code.cancelled.rawValue: .cancelled
        case URLError.Code.notConnectedToInternet.rawValue: .offline(reason: .noConnection)
        case URLError.Code.networkConnectionLost.rawValue: .offline(reason: .connectionLost)
        case URLError.Code.cannotConnectToHost.rawValue: .offline(reason: .cannotConnect)
        case URLError.Code.cannotFindHost.rawValue: .offline(reason: .hostNotFound)
        case URLError.Code.dnsLookupFailed.rawValue: .offline(reason: .hostNotFound)
        case URLError.Code.dataNotAllowed.rawValue: .offline(reason: .noConnection)
        default: .offline(reason: .other("\(description) (URLError \(code))"))
        }
    }
}
