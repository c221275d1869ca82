import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeData

@Suite struct ProfileProcessTests {
    @Test(
        "Worker process body for the multi-process tests below; it runs only inside the processes they start",
        .enabled(if: ProfileWorkerProcess.isWorker, "runs only when started by another profile test")
    )
    func worker() async throws {
        let environment = ProcessInfo.processInfo.environment
        let directory = URL(
            filePath: try #require(environment[ProfileWorkerProcess.directoryVariable]),
            directoryHint: .isDirectory
        )
        let name = try #require(environment[ProfileWorkerProcess.nameVariable])
        let count = environment[ProfileWorkerProcess.countVariable].flatMap(Int.init) ?? .max
        let repository = FileProfileRepository(directory: directory, onRecovery: { _ in })
        // An endless worker must not outlive the test that started it: if that test process dies (a crash, a
        // time-out, a killed run), the worker is re-parented and stops, and it never runs past two minutes.
        let parent = getppid()
        let deadline = ContinuousClock.now + .seconds(120)
        for update in 0..<count {
            guard getppid() == parent, ContinuousClock.now < deadline else { return }
            try await repository.update { $0.apply(.like, to: MovieID("tt-\(name)-\(update)"), at: Date()) }
        }
    }

    @Test(
        "Two processes updating the same profile at the same time keep every one of their updates",
        .enabled(if: !ProfileWorkerProcess.isWorker)
    )
    func twoProcessesLoseNoUpdate() async throws {
        try await TemporaryDirectory.with { directory in
            let first = try ProfileWorkerProcess(directory: directory, name: "first", count: 60)
            let second = try ProfileWorkerProcess(directory: directory, name: "second", count: 60)

            #expect(await first.waitForSuccess())
            #expect(await second.waitForSuccess())

            let profile = try await FileProfileRepository(directory: directory, onRecovery: { _ in }).load()
            let expected = Set(["first", "second"].flatMap { name in (0..<60).map { MovieID("tt-\(name)-\($0)") } })
            #expect(Set(profile.liked.keys) == expected)
        }
    }

    @Test(
        "Killing a writing process with SIGKILL at random moments always leaves a whole, readable profile",
        .enabled(if: !ProfileWorkerProcess.isWorker)
    )
    func killedWriterLeavesWholeProfile() async throws {
        try await TemporaryDirectory.with { directory in
            let log = RecoveryLog()
            let repository = FileProfileRepository(directory: directory, onRecovery: { log.record($0) })
            var previousCount = 0

            for round in 0..<8 {
                let worker = try ProfileWorkerProcess(directory: directory, name: "round\(round)", count: nil)
                // Wait until the worker is writing, so the kill lands inside its update loop.
                let deadline = ContinuousClock.now + .seconds(60)
                while try await repository.load().liked.count == previousCount {
                    guard worker.isRunning, ContinuousClock.now < deadline else {
                        await worker.killAbruptly()
                        Issue.record("worker \(round) stopped or never wrote")
                        return
                    }
                    try await Task.sleep(for: .milliseconds(5))
                }
                try await Task.sleep(for: .milliseconds(Int.random(in: 0...40)))
                await worker.killAbruptly()

                let profile = try await repository.load()
                // Every update the worker finished is kept; a half-finished one leaves the old profile.
                #expect(profile.liked.count > previousCount)
                previousCount = profile.liked.count
            }
            #expect(log.recoveries.isEmpty)
            let names = try ProfileFixtures.names(in: directory).filter { !$0.hasPrefix("profile.json.tmp-") }
            #expect(names == ["profile.json", "profile.lock"])
        }
    }
}
