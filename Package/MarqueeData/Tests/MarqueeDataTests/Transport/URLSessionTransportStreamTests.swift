import Foundation
import MarqueeData
import Testing

@Suite(.timeLimit(.minutes(1))) struct URLSessionTransportStreamTests {
    @Test("Chunks arrive one by one: the first is read before the server has sent the last")
    func deliversIncrementally() async throws {
        let gate = StubGate()
        let body: [StubChunk] = [.text("data: 1\n\n"), .wait(gate), .text("data: 2\n\n")]
        let host = StubHost([.reply(status: 200, headers: ["Content-Type": "text/event-stream"], body: body)])

        let stream = try await StubHost.transport().stream(host.request())
        var chunks = stream.chunks.makeAsyncIterator()
        let first = try await chunks.next()
        let sentLastBeforeFirstWasRead = gate.isOpen
        gate.open()
        let second = try await chunks.next()
        let end = try await chunks.next()

        #expect(stream.status == 200)
        #expect(stream.headers == ["content-type": "text/event-stream"])
        #expect(first == Data("data: 1\n\n".utf8))
        #expect(!sentLastBeforeFirstWasRead)
        #expect(second == Data("data: 2\n\n".utf8))
        #expect(end == nil)
    }

    @Test("A stream that goes quiet for longer than the deadline fails with timedOut after the chunks before it")
    func idleTimeout() async throws {
        let gate = StubGate()
        let host = StubHost([.reply(status: 200, headers: [:], body: [.text("one"), .wait(gate)])])

        let stream = try await StubHost.transport().stream(host.request(deadline: .seconds(1)))
        var received: [Data] = []
        await #expect(throws: TransportError.timedOut(after: .seconds(1))) {
            for try await chunk in stream.chunks { received.append(chunk) }
        }

        #expect(received == [Data("one".utf8)])
        await host.stopped.wait()
    }

    @Test("Chunks that keep coming within the deadline keep an idle timeout from firing")
    func activityResetsIdleTimeout() async throws {
        // 4 × 0.7 s of body outlasts the 2 s deadline, while no single gap comes near it.
        let chunks: [StubChunk] = (0..<4).flatMap { [StubChunk.pause(.milliseconds(700)), .text("\($0)")] }
        let host = StubHost([.reply(status: 200, headers: [:], body: chunks)])

        let stream = try await StubHost.transport().stream(host.request(deadline: .seconds(2)))
        var text = ""
        for try await chunk in stream.chunks { text += String(decoding: chunk, as: UTF8.self) }

        #expect(text == "0123")
    }

    @Test("A consumer that stops iterating cancels the request")
    func consumerCancellationStopsTheTask() async throws {
        let gate = StubGate()
        let host = StubHost([.reply(status: 200, headers: [:], body: [.text("one"), .wait(gate), .text("two")])])
        let stream = try await StubHost.transport().stream(host.request())
        let firstRead = StubGate()

        let consumer = Task {
            var count = 0
            for try await _ in stream.chunks {
                count += 1
                firstRead.open()
            }
            return count
        }
        await firstRead.wait()
        consumer.cancel()

        await host.stopped.wait()
        #expect(try await consumer.value == 1)
        #expect(!gate.isOpen)
    }

    @Test("The size cap counts every chunk of a stream and fails it with tooLarge once passed")
    func cumulativeSizeCap() async throws {
        let body: [StubChunk] = [.bytes(Data(count: 400)), .bytes(Data(count: 400)), .bytes(Data(count: 400))]
        let host = StubHost([.reply(status: 200, headers: [:], body: body)])

        let stream = try await StubHost.transport().stream(host.request(maxResponseBytes: 1_000))
        var received = 0
        await #expect(throws: TransportError.tooLarge(limit: 1_000)) {
            for try await chunk in stream.chunks { received += chunk.count }
        }

        #expect(received == 800)
    }

    @Test("An error status comes back as a stream whose body holds the error, and is not retried")
    func errorStatusIsReturnedNotRetried() async throws {
        let host = StubHost([.status(503, body: #"{"error":"busy"}"#)])

        let stream = try await StubHost.transport(sleep: { _ in }).stream(host.request(retry: .standard))
        var body = Data()
        for try await chunk in stream.chunks { body += chunk }

        #expect(stream.status == 503)
        #expect(body == Data(#"{"error":"busy"}"#.utf8))
        #expect(host.requests.count == 1)
    }

    @Test("A connection failure before the head is retried like a send")
    func failureBeforeHeadIsRetried() async throws {
        let host = StubHost([.fail(.cannotConnectToHost), .status(200, body: "late")])
        let waits = SleepRecorder()

        let stream = try await StubHost.transport(sleep: { waits.sleep($0) }).stream(host.request(retry: .standard))
        var body = Data()
        for try await chunk in stream.chunks { body += chunk }

        #expect(body == Data("late".utf8))
        #expect(waits.recorded == [.milliseconds(375)])
    }

    @Test("No head within the deadline fails the stream call itself with timedOut")
    func headDeadline() async {
        let host = StubHost([.hang])

        await #expect(throws: TransportError.timedOut(after: .milliseconds(300))) {
            try await StubHost.transport().stream(host.request(deadline: .milliseconds(300)))
        }
        await host.stopped.wait()
    }
}
