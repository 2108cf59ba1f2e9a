import CScheduler
import Foundation
import Synchronization
import Testing
@testable import FolioBrowser

/// The preview worker makes each preview on the CPU it was asked from, and only there: the
/// main loop then finds the preview in its own CPU's caches, and is not woken onto another
/// CPU by the result.
@Suite struct PreviewWorkerPlacementTests {
    /// Where one request ran: the CPU, and how many CPUs the worker was allowed.
    struct Placement: Equatable {
        let cpu: Int32
        let allowed: Int32
    }

    /// Asks for previews from a thread moved to each CPU in turn (every one this process may
    /// use, up to 4): each runs on its requester's CPU, with no other allowed.
    @Test func eachPreviewIsMadeOnTheCPUItWasAskedFrom() {
        let worker = PreviewWorker()
        let results = Mutex<[(asked: Int32, recorded: Int32, ran: Placement)]>([])
        let done = DispatchSemaphore(value: 0)
        let requester = Thread {
            var cpus: [Int32] = []
            for cpu in Int32(0)..<256 where cpus.count < 4 && folio_keep_calling_thread_on(cpu) == 0 {
                cpus.append(cpu)
            }
            // Twice round, so the worker moves back to a CPU it was on.
            for cpu in cpus + cpus {
                guard folio_keep_calling_thread_on(cpu) == 0 else { continue }
                let ran = Mutex<Placement?>(nil)
                worker.submit({ _ in
                    ran.withLock { $0 = Placement(cpu: folio_current_cpu(), allowed: folio_allowed_cpu_count()) }
                    return PreviewDocument(lines: ["made"])
                }, deliver: { _ in })
                _ = worker.waitUntilIdle(timeout: 10)
                if let placement = ran.withLock({ $0 }) {
                    results.withLock { $0.append((cpu, worker.lastRequestCPU, placement)) }
                }
            }
            done.signal()
        }
        requester.start()
        #expect(done.wait(timeout: .now() + 30) == .success)
        let seen = results.withLock { $0 }
        #expect(!seen.isEmpty)
        for result in seen {
            #expect(result.recorded == result.asked)
            #expect(result.ran == Placement(cpu: result.asked, allowed: 1))
        }
    }

    /// A previewer the worker starts is not kept on the worker's CPU: it may use every CPU the
    /// process may, and the worker is kept on its CPU again afterwards.
    @Test func aProgramStartedFromTheWorkerMayUseEveryCPU() {
        let seen = Mutex<(before: Int32, child: String, after: Int32)?>(nil)
        let done = DispatchSemaphore(value: 0)
        let worker = Thread {
            let before = folio_allowed_cpu_count()
            var cpu = Int32(0)
            while cpu < 256, folio_keep_calling_thread_on(cpu) != 0 { cpu += 1 }
            let output = ChildProcess(["nproc"], timeLimit: 30).run()
            let child = String(decoding: output.standardOutput, as: UTF8.self)
            seen.withLock { $0 = (before, child.trimmingCharacters(in: .whitespacesAndNewlines), folio_allowed_cpu_count()) }
            done.signal()
        }
        worker.start()
        #expect(done.wait(timeout: .now() + 60) == .success)
        let result = seen.withLock { $0 }
        #expect(result?.child == result.map { String($0.before) })
        #expect(result?.after == 1)
    }
}
