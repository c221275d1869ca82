import CCurl
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Drives every transfer of one libcurl on a thread of its own, asleep in the kernel between events.
///
/// One multi handle serves every request, so connections to a host are reused. The thread blocks in
/// `curl_multi_poll` until a socket is ready, one of libcurl's timers is due, or another thread hands it work
/// and wakes it with `curl_multi_wakeup`: a silent server costs no CPU, however long it is waited for.
/// Every call into libcurl for a handle the multi owns is made on this thread, as libcurl requires.
final class CurlDriver: Sendable {
    /// Work handed to the driver's thread.
    private enum Command {
        case add(CurlTransfer)
        case remove(CurlTransfer)
        case resume(CurlTransfer)
    }

    /// The driver for the system's libcurl, started on the first request.
    static let system: Result<CurlDriver, TransportError> = CurlLibrary.open(CurlLibrary.systemName).map(
        CurlDriver.init)

    /// The library every handle of this driver belongs to.
    let library: CurlLibrary
    nonisolated(unsafe) private let multi: UnsafeMutableRawPointer
    private let commands = Mutex<[Command]>([])
    /// The CPU clock of the driver's thread, once it runs.
    private let threadClock = Mutex<clockid_t?>(nil)
    /// Transfers the multi handle owns, keyed by their easy handle; touched only on the driver's thread.
    nonisolated(unsafe) private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]

    /// Creates a driver for `library` and starts its thread, which lives as long as the process.
    init(library: CurlLibrary) {
        self.library = library
        // swift-format-ignore: NeverForceUnwrap
        multi = mq_multi_init(library.functions)!
        let thread = Thread { [self] in run() }
        thread.name = "marquee-curl"
        thread.start()
    }

    /// Starts `transfer`.
    func add(_ transfer: CurlTransfer) { submit(.add(transfer)) }

    /// Stops `transfer` at once and closes its connection; its handler hears nothing more.
    func remove(_ transfer: CurlTransfer) { submit(.remove(transfer)) }

    /// Lets a paused `transfer` read again.
    func resume(_ transfer: CurlTransfer) { submit(.resume(transfer)) }

    private func submit(_ command: Command) {
        commands.withLock { $0.append(command) }
        mq_multi_wakeup(library.functions, multi)
    }

    /// The CPU time the driver's thread has used so far: what waiting on the network costs.
    var cpuTime: Duration {
        guard let clock = threadClock.withLock({ $0 }) else { return .zero }
        var time = timespec()
        clock_gettime(clock, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    private func run() {
        var clock = clockid_t()
        if pthread_getcpuclockid(pthread_self(), &clock) == 0 { threadClock.withLock { $0 = clock } }
        let curl = library.functions
        while true {
            for command in commands.withLock({ commands in
                defer { commands = [] }
                return commands
            }) {
                apply(command)
            }
            var running: Int32 = 0
            mq_multi_perform(curl, multi, &running)
            var easy: UnsafeMutableRawPointer?
            var result: Int32 = 0
            while mq_multi_next_done(curl, multi, &easy, &result) == 1 {
                guard let easy, let transfer = active.removeValue(forKey: easy) else { continue }
                mq_multi_remove_handle(curl, multi, easy)
                transfer.finish(result: result)
            }
            // The timeout only bounds a sleep with nothing to do: libcurl's own timers and a wakeup end it early.
            mq_multi_poll(curl, multi, 60_000)
        }
    }

    private func apply(_ command: Command) {
        let curl = library.functions
        switch command {
        case .add(let transfer):
            guard !transfer.isCancelled else { return transfer.release() }
            active[transfer.easy] = transfer
            mq_multi_add_handle(curl, multi, transfer.easy)
        case .remove(let transfer):
            guard active.removeValue(forKey: transfer.easy) != nil else { return }
            mq_multi_remove_handle(curl, multi, transfer.easy)
            transfer.release()
        case .resume(let transfer):
            guard active[transfer.easy] != nil else { return }
            mq_easy_pause(curl, transfer.easy, MQ_PAUSE_CONT)
        }
    }
}
