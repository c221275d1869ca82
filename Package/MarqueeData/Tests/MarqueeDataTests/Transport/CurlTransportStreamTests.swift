import Foundation
import MarqueeData
import Testing

/// CurlTransport's streams against Scripts/fault-server.py: chunks as they come, idle deadlines, caps,
/// consumers that stop, and reading that waits for a slow consumer.
@Suite(.timeLimit(.minutes(1))) struct CurlTransportStreamTests {

    @Test("Chunks arrive one by one: the first is read before the server has sent the last")
    func deliversIncrementally() async throws {
        try await FaultServer.with { server in
            let stream = try await CurlTransport().stream(HTTPRequest.test(server.url("/gated/incremental")))
            var chunks = stream.chunks.makeAsyncIterator()
            let first = try await chunks.next()
            _ = try await CurlTransport().send(HTTPRequest.test(server.url("/open/incremental")))
            let second = try await chunks.next()
            let end = try await chunks.next()

            #expect(stream.status == 200)
            #expect(stream.headers["content-type"] == "text/plain")
            #expect(first == Data("one".utf8))
            #expect(second == Data("two".utf8))
            #expect(end == nil)
        }
    }

    @Test("A stream that goes quiet for longer than the deadline fails with timedOut after the chunks before it")
    func idleTimeout() async throws {
        try await FaultServer.with { server in
            let stream = try await CurlTransport().stream(
                HTTPRequest.test(server.url("/gated/idle"), deadline: .seconds(1)))
            var received: [Data] = []
            await #expect(throws: TransportError.timedOut(after: .seconds(1))) {
                for try await chunk in stream.chunks { received.append(chunk) }
            }

            #expect(received == [Data("one".utf8)])
            #expect(await server.sawHangUp("idle"))
        }
    }

    @Test("Chunks that keep coming within the deadline keep an idle timeout from firing")
    func activityResetsIdleTimeout() async throws {
        // 4 × 0.7 s of body outlasts the 2 s deadline, while no single gap comes near it.
        try await FaultServer.with { server in
            let stream = try await CurlTransport()
                .stream(HTTPRequest.test(server.url("/chunks?count=4&size=1&gap_ms=700"), deadline: .seconds(2)))
            var body = Data()
            for try await chunk in stream.chunks { body += chunk }

            #expect(body == Data([0, 1, 2, 3]))
        }
    }

    @Test("A consumer whose task is cancelled mid-stream ends the request, and the server sees the hang-up")
    func consumerCancellationStopsTheTransfer() async throws {
        try await FaultServer.with { server in
            let stream = try await CurlTransport().stream(HTTPRequest.test(server.url("/gated/consumer")))
            let (firstRead, reader) = AsyncStream.makeStream(of: Void.self)

            let consumer = Task {
                var count = 0
                for try await _ in stream.chunks {
                    count += 1
                    reader.yield()
                }
                return count
            }
            for await _ in firstRead { break }
            consumer.cancel()

            #expect(try await consumer.value == 1)
            #expect(await server.sawHangUp("consumer"))
        }
    }

    @Test("A stream that is dropped unread ends the request")
    func droppedStreamStopsTheTransfer() async throws {
        try await FaultServer.with { server in
            _ = try await CurlTransport().stream(HTTPRequest.test(server.url("/gated/dropped")))

            #expect(await server.sawHangUp("dropped"))
        }
    }

    @Test("The size cap counts every chunk of a stream and fails it with tooLarge once passed")
    func cumulativeSizeCap() async throws {
        try await FaultServer.with { server in
            let stream = try await CurlTransport()
                .stream(HTTPRequest.test(server.url("/chunks?count=3&size=400&gap_ms=50"), maxResponseBytes: 1_000))
            var received = 0
            await #expect(throws: TransportError.tooLarge(limit: 1_000)) {
                for try await chunk in stream.chunks { received += chunk.count }
            }

            #expect(received == 800)
        }
    }

    @Test("A slow consumer gets every byte of a large stream, in order, while reading waits for it")
    func backpressureKeepsEveryByte() async throws {
        try await FaultServer.with { server in
            let stream = try await CurlTransport()
                .stream(HTTPRequest.test(server.url("/chunks?count=64&size=65536"), maxResponseBytes: 8 << 20))
            var body = Data()
            for try await chunk in stream.chunks {
                body += chunk
                // Slower than loopback, so the unread bytes reach the high-water mark and reading pauses.
                try await Task.sleep(for: .milliseconds(5))
            }

            #expect(body == (0..<64).reduce(into: Data()) { $0 += Data(repeating: UInt8($1), count: 65_536) })
        }
    }

    @Test("An error status comes back as a stream whose body holds the error, and is not retried")
    func errorStatusIsReturnedNotRetried() async throws {
        try await FaultServer.with { server in
            let stream = try await CurlTransport(sleep: { _ in })
                .stream(HTTPRequest.test(server.url("/sequence/busy?codes=503,200"), retry: .standard))
            var body = Data()
            for try await chunk in stream.chunks { body += chunk }

            #expect(stream.status == 503)
            #expect(body == Data(#"{"key": "busy", "call": 1, "status": 503}"#.utf8))
        }
    }

    @Test("A lost connection before the head is retried like a send")
    func failureBeforeHeadIsRetried() async throws {
        try await FaultServer.with { server in
            let waits = SleepRecorder()

            let stream = try await CurlTransport(sleep: { waits.sleep($0) }, jitter: { 0.5 })
                .stream(HTTPRequest.test(server.url("/sequence/late?codes=reset,200"), retry: .standard))
            var body = Data()
            for try await chunk in stream.chunks { body += chunk }

            #expect(body == Data(#"{"key": "late", "call": 2, "status": 200}"#.utf8))
            #expect(waits.recorded == [.milliseconds(375)])
        }
    }

    @Test("No head within the deadline fails the stream call itself with timedOut, and hangs up")
    func headDeadline() async throws {
        try await FaultServer.with { server in
            await #expect(throws: TransportError.timedOut(after: .milliseconds(300))) {
                try await CurlTransport().stream(
                    HTTPRequest.test(server.url("/silent/head"), deadline: .milliseconds(300)))
            }
            #expect(await server.sawHangUp("head"))
        }
    }
}
