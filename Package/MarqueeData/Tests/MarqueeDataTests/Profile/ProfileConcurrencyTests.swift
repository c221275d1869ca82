import Dispatch
import Foundation
import MarqueeDomain
import Synchronization
import Testing

@testable import MarqueeData

@Suite struct ProfileConcurrencyTests {
    static let workers = 8
    static let updatesPerWorker = 25
    static let seed = MovieID("tt0000001")

    /// The ids the workers like, distinct across workers, plus the one stored before they start.
    static var expectedIDs: Set<MovieID> {
        var ids: Set<MovieID> = [seed]
        for worker in 0..<workers {
            for update in 0..<updatesPerWorker { ids.insert(id(worker: worker, update: update)) }
        }
        return ids
    }

    static func id(worker: Int, update: Int) -> MovieID { MovieID("tt-\(worker)-\(update)") }

    @Test("Eight tasks, each with its own repository on the same directory, keep all 200 concurrent likes")
    func concurrentTasksLoseNoUpdate() async throws {
        try await TemporaryDirectory.with { directory in
            let log = RecoveryLog()
            let date = ProfileFixtures.fixedNow
            try await FileProfileRepository(directory: directory, onRecovery: { _ in }).update {
                $0.apply(.like, to: Self.seed, at: date)
            }

            try await withThrowingTaskGroup(of: Void.self) { group in
                for worker in 0..<Self.workers {
                    group.addTask {
                        let repository = FileProfileRepository(directory: directory, onRecovery: { log.record($0) })
                        for update in 0..<Self.updatesPerWorker {
                            let id = Self.id(worker: worker, update: update)
                            try await repository.update { $0.apply(.like, to: id, at: date) }
                        }
                    }
                }
                try await group.waitForAll()
            }

            let profile = try await FileProfileRepository(directory: directory, onRecovery: { _ in }).load()
            #expect(Set(profile.liked.keys) == Self.expectedIDs)
            #expect(log.recoveries.isEmpty)
        }
    }

    @Test("Eight threads, each with its own repository and lock descriptor, keep all 200 concurrent likes")
    func concurrentThreadsLoseNoUpdate() async throws {
        try await TemporaryDirectory.with { directory in
            let date = ProfileFixtures.fixedNow
            try await FileProfileRepository(directory: directory, onRecovery: { _ in }).update {
                $0.apply(.like, to: Self.seed, at: date)
            }
            let failures = Mutex<[ProfileError]>([])

            // Plain threads give real parallel contention on flock, which the two-thread
            // cooperative pool of a small machine would mostly serialise.
            DispatchQueue.concurrentPerform(iterations: Self.workers) { worker in
                let repository = FileProfileRepository(directory: directory, onRecovery: { _ in })
                for update in 0..<Self.updatesPerWorker {
                    let id = Self.id(worker: worker, update: update)
                    do throws(ProfileError) {
                        _ = try repository.updateSynchronously { $0.apply(.like, to: id, at: date) }
                    } catch {
                        failures.withLock { $0.append(error) }
                    }
                }
            }

            let profile = try await FileProfileRepository(directory: directory, onRecovery: { _ in }).load()
            #expect(failures.withLock { $0 }.isEmpty)
            #expect(Set(profile.liked.keys) == Self.expectedIDs)
        }
    }

    @Test("Loads running alongside updates always see a whole profile and never trigger a recovery")
    func loadsDuringUpdatesSeeWholeProfiles() async throws {
        try await TemporaryDirectory.with { directory in
            let log = RecoveryLog()
            let date = ProfileFixtures.fixedNow
            let seen = Mutex<[Int]>([])
            let failures = Mutex<[ProfileError]>([])

            DispatchQueue.concurrentPerform(iterations: 4) { worker in
                let repository = FileProfileRepository(directory: directory, onRecovery: { log.record($0) })
                for update in 0..<50 {
                    do throws(ProfileError) {
                        if worker < 2 {
                            let id = Self.id(worker: worker, update: update)
                            _ = try repository.updateSynchronously { $0.apply(.like, to: id, at: date) }
                        } else {
                            let count = try repository.loadSynchronously().liked.count
                            seen.withLock { $0.append(count) }
                        }
                    } catch {
                        failures.withLock { $0.append(error) }
                    }
                }
            }

            #expect(failures.withLock { $0 }.isEmpty)
            #expect(log.recoveries.isEmpty)
            #expect(seen.withLock { $0 }.allSatisfy { (0...100).contains($0) })
            let final = try await FileProfileRepository(directory: directory, onRecovery: { _ in }).load()
            #expect(final.liked.count == 100)
        }
    }
}
