import Testing

@testable import TerminalKit

/// What a reader holds after every byte of a reply, fed one at a time.
private func read(_ reply: String) -> (kittyAnswered: Bool, isComplete: Bool) {
    var reader = KittyQueryReply()
    for byte in reply.utf8 { reader.feed(byte) }
    return (reader.kittyAnswered, reader.isComplete)
}

@Suite
struct KittyQueryReplyTests {
    @Test("The request is kitty's graphics query for image 31 followed by a device-attributes request")
    func request() {
        #expect(KittyQuery.request == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c")
    }

    @Test("A graphics OK before the device attributes means kitty, and the reply is complete")
    func kitty() {
        let state = read("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;c")

        #expect(state == (kittyAnswered: true, isComplete: true))
    }

    @Test("Only the device attributes means no kitty, and the reply is complete")
    func noKitty() {
        let state = read("\u{1B}[?64;1;2;6;9;15;18;21;22c")

        #expect(state == (kittyAnswered: false, isComplete: true))
    }

    @Test("A graphics error is no kitty")
    func graphicsError() {
        let state = read("\u{1B}_Gi=31;EINVAL:unsupported\u{1B}\\\u{1B}[?62c")

        #expect(state == (kittyAnswered: false, isComplete: true))
    }

    @Test("The graphics OK alone leaves the reply incomplete until the device attributes arrive")
    func waitsForAttributes() {
        var reader = KittyQueryReply()
        for byte in "\u{1B}_Gi=31;OK\u{1B}\\".utf8 { reader.feed(byte) }
        #expect((reader.kittyAnswered, reader.isComplete) == (true, false))

        for byte in "\u{1B}[?62c".utf8 { reader.feed(byte) }
        #expect((reader.kittyAnswered, reader.isComplete) == (true, true))
    }

    @Test("A key typed before the reply is skipped")
    func strayKey() {
        let state = read("x\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c")

        #expect(state == (kittyAnswered: true, isComplete: true))
    }

    @Test("Another control sequence ending in a different letter does not complete the reply")
    func otherSequence() {
        let state = read("\u{1B}[2;5R")

        #expect(state == (kittyAnswered: false, isComplete: false))
    }
}
