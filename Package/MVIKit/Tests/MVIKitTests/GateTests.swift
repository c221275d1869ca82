import MVIKitTestSupport
import Testing

struct GateTests {
    @Test("Opening releases every waiter, and later waiters pass straight through")
    func openReleasesWaiters() async {
        let gate = Gate()
        async let first: Void = gate.wait()
        async let second: Void = gate.wait()
        gate.open()
        _ = await (first, second)
        await gate.wait()
    }

    @Test("A cancelled waiter of a .stopWaiting gate returns while the gate stays shut")
    func stopWaitingReturnsOnCancel() async {
        let gate = Gate(onCancel: .stopWaiting)
        let waiter = Task { await gate.wait() }
        waiter.cancel()
        await waiter.value
    }

    @Test("A cancelled waiter of a default gate keeps waiting until the gate opens")
    func keepWaitingIgnoresCancel() async {
        let gate = Gate()
        let passed = Gate()
        let waiter = Task {
            await gate.wait()
            passed.open()
        }
        waiter.cancel()
        await Task.yield()
        gate.open()
        await passed.wait()
        await waiter.value
    }
}
