import Foundation
import Testing

@testable import MarqueeData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct URLErrorTranslationTests {
    @Test(
        "Each URLError code becomes the TransportError clients understand",
        arguments: [
            (URLError.Code.notConnectedToInternet, TransportError.offline(reason: .noConnection)),
            (.networkConnectionLost, .offline(reason: .connectionLost)),
            (.cannotConnectToHost, .offline(reason: .cannotConnect)),
            (.cannotFindHost, .offline(reason: .hostNotFound)),
            (.dnsLookupFailed, .offline(reason: .hostNotFound)),
            (.dataNotAllowed, .offline(reason: .noConnection)),
            (.timedOut, .timedOut(after: .seconds(3))),
            (.cancelled, .cancelled),
        ]
    )
    func translatesKnownCodes(code: URLError.Code, expected: TransportError) {
        #expect(URLErrorTranslation.translate(URLError(code), deadline: .seconds(3)) == expected)
        let nsError = NSError(domain: NSURLErrorDomain, code: code.rawValue)
        #expect(URLErrorTranslation.translate(nsError, deadline: .seconds(3)) == expected)
    }

    @Test("Any other URLError is reported as offline with its description and code")
    func otherCodesAreOfflineWithDescription() {
        let error = URLError(.badServerResponse)
        #expect(
            URLErrorTranslation.translate(error, deadline: .seconds(1))
                == .offline(
                    reason: .other(
                        "\(error.localizedDescription) (URLError \(URLError.Code.badServerResponse.rawValue))"))
        )
    }

    @Test("Task cancellation becomes cancelled and a TransportError passes through unchanged")
    func cancellationAndTransportErrors() {
        #expect(URLErrorTranslation.translate(CancellationError(), deadline: .seconds(1)) == .cancelled)
        #expect(URLErrorTranslation.translate(TransportError.notFound, deadline: .seconds(1)) == .notFound)
    }
}
