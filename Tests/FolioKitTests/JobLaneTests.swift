import Foundation
import Synchronization
import Testing
@testable import FolioKit
import FolioTesting

/// An executor that keeps each lane runner until the test runs it, on the test's thread: the
/// test decides when jobs run and when the main loop takes their results.
final class HeldRunners: Sendable {
    private let runners = Mutex<[@Sendable () -> Void]>([])

    /// The executor handing runners here.
    var executor: JobExecutor { JobExecutor { _, runner in self.runners.withLock { $0.append(runner) } } }

    /// Runs the runners kept so far (and any they start), each to its end.
    func runAll() {
        while let next = runners.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) { next() }
    }
}

struct Failure: Error, Equatable {
    let reason: String
}

/// The job system's contract: latest wins, cancel stops delivery, errors and progress reach the
/// main loop.
@MainActor
@Suite struct JobLaneTests {
    let app = Application(terminal: HeadlessTerminal(size: Size(width: 40, height: 10)), rootViewController: ViewController())

    @Test func aResultFinishedBeforeANewerSubmissionIsDropped() {
        let held = HeldRunners()
        let lane = JobLane(label: "test", executor: held.executor)
        var delivered: [String] = []
        lane.submit(to: app, { _ in "old" }) { delivered.append((try? $0.get()) ?? "error") }
        held.runAll()
        // "old" is finished and posted; the main loop has not taken it when "new" is submitted.
        lane.submit(to: app, { _ in "new" }) { delivered.append((try? $0.get()) ?? "error") }
        app.drainInbox()
        #expect(delivered == [], "the older result is dropped")
        #expect(lane.isBusy)
        held.runAll()
        app.drainInbox()
        #expect(delivered == ["new"])
        #expect(!lane.isBusy)
    }

    @Test func aJobReplacedWhileWaitingNeverRuns() {
        let held = HeldRunners()
        let lane = JobLane(label: "test", executor: held.executor)
        let ran = Mutex<[Int]>([])
        var delivered: [Int] = []
        for value in 1...3 {
            lane.submit(to: app, { _ in ran.withLock { $0.append(value) }; return value }) { delivered.append((try? $0.get()) ?? -1) }
        }
        #expect(!lane.isIdle)
        held.runAll()
        #expect(lane.isIdle)
        app.drainInbox()
        #expect(ran.withLock { $0 } == [3])
        #expect(delivered == [3])
    }

    @Test func cancelStopsDelivery() {
        let held = HeldRunners()
        let lane = JobLane(label: "test", executor: held.executor)
        var delivered = 0
        lane.submit(to: app, { _ in 1 }) { _ in delivered += 1 }
        held.runAll()
        lane.cancel()
        #expect(!lane.isBusy)
        app.drainInbox()
        #expect(delivered == 0, "a finished job's result is dropped once cancelled")
        // A job cancelled before it starts does not run at all.
        let ran = Mutex(false)
        lane.submit(to: app, { _ in ran.withLock { $0 = true }; return 2 }) { _ in delivered += 1 }
        lane.cancel()
        held.runAll()
        app.drainInbox()
        #expect(!ran.withLock { $0 })
        #expect(delivered == 0)
    }

    @Test func aRunningJobSeesItsCancellation() {
        let held = HeldRunners()
        let lane = JobLane(label: "test", executor: held.executor)
        let flag = lane.submit(to: app, { job in job.isCancelled }) { _ in }
        #expect(!flag.isCancelled)
        lane.submit(to: app, { job in job.isCancelled }) { _ in }
        #expect(flag.isCancelled, "a newer job cancels the one before")
    }

    @Test func aJobsErrorIsDelivered() {
        let held = HeldRunners()
        let lane = JobLane(label: "test", executor: held.executor)
        var outcome: Result<Int, Error>?
        lane.submit(to: app, { _ -> Int in throw Failure(reason: "disk full") }) { outcome = $0 }
        held.runAll()
        #expect(outcome == nil, "delivered on the main loop, not from the job")
        app.drainInbox()
        guard case .failure(let error) = outcome else {
            Issue.record("no error delivered: \(String(describing: outcome))")
            return
        }
        #expect(error as? Failure == Failure(reason: "disk full"))
        #expect(!lane.isBusy)
    }

    @Test func progressIsCoalescedAndArrivesOnTheMainLoopBeforeTheResult() {
        let held = HeldRunners()
        let lane = JobLane(label: "test", executor: held.executor)
        var events: [String] = []
        lane.submit(to: app, { job in
            for step in 1...5 { job.report(JobProgress(completed: Int64(step), total: 5, detail: "file \(step)")) }
            return "done"
        }, progress: { events.append("\($0.completed)/\($0.total ?? 0) \($0.detail)") },
        completion: { events.append((try? $0.get()) ?? "error") })
        held.runAll()
        #expect(events == [], "nothing reaches the main loop before it takes its posted work")
        app.drainInbox()
        #expect(events == ["5/5 file 5", "done"], "the latest progress once, then the result")
    }

    @Test func progressOfAJobNoLongerWantedIsDropped() {
        let held = HeldRunners()
        let lane = JobLane(label: "test", executor: held.executor)
        var reports = 0
        lane.submit(to: app, { job in job.report(JobProgress(completed: 1)); return 0 },
                    progress: { _ in reports += 1 }, completion: { _ in })
        held.runAll()
        lane.cancel()
        app.drainInbox()
        #expect(reports == 0)
    }

    @Test func aJobOnTheLanesThreadDeliversThroughTheMainLoop() {
        let lane = JobLane(label: "test", executor: .thread)
        var draining = false
        var progressInLoop: [Bool] = []
        var resultInLoop: Bool?
        var result: String?
        lane.submit(to: app, { job in
            job.report(JobProgress(completed: 1, total: 1))
            return Thread.isMainThread ? "main" : "thread"
        }, progress: { _ in progressInLoop.append(draining) },
        completion: { result = try? $0.get(); resultInLoop = draining })
        let deadline = Date().addingTimeInterval(10)
        while result == nil, Date() < deadline {
            draining = true
            let ran = app.drainInbox()
            draining = false
            if !ran { usleep(500) }  // the lane's thread is working; polled with the deadline
        }
        #expect(result == "thread", "the work ran off the main thread")
        #expect(progressInLoop == [true], "progress came through the main loop's inbox")
        #expect(resultInLoop == true, "the result came through the main loop's inbox")
    }

    /// The next job, given while the lane's thread waits for work, runs on that thread: a
    /// preview a Down asks for starts no thread (JobRunner).
    @Test func aJobGivenWhileTheThreadLingersRunsOnIt() {
        let lane = JobLane(label: "test", executor: .thread)
        lane.threadLingering = 60  // longer than any pause of a loaded machine; the thread sleeps
        // The kernel's id of the calling thread ("PID/task/TID"), never reused while the test runs.
        let thread: @Sendable () -> String = { (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? "?" }
        var threads: [String] = []
        for _ in 0..<2 {
            var result: String?
            lane.submit(to: app, { _ in thread() }) { result = try? $0.get() }
            let deadline = Date().addingTimeInterval(10)
            while result == nil, Date() < deadline {
                if !app.drainInbox() { usleep(500) }  // the lane's thread is working; polled with the deadline
            }
            threads.append(result ?? "none")
        }
        #expect(threads[0].contains("/task/") && threads[0] != thread())
        #expect(threads[1] == threads[0], "the second job found the first one's thread waiting")
        lane.threadLingering = 0.001
        lane.submit(to: app, { _ in 0 }) { _ in }  // the thread ends soon after this one
    }

    @Test func anInlineLaneDeliversBeforeSubmitReturns() {
        let lane = JobLane(label: "test", executor: .inline)
        var result: Int?
        lane.submit(to: app, { _ in 7 }) { result = try? $0.get() }
        #expect(result == 7)
        #expect(!lane.isBusy)
        #expect(lane.isIdle)
    }

    @Test func inlineUntilRunningRunsInlineOnlyWithoutARunLoop() {
        #expect(JobExecutor.inlineUntilRunning.runsInline(for: app))
        #expect(!JobExecutor.thread.runsInline(for: app))
        #expect(JobExecutor.inline.runsInline(for: app))
    }

    @Test func workWithNoResultRunsWhereTheExecutorSays() {
        let ran = Mutex(false)
        JobExecutor.inline.run(label: "test") { ran.withLock { $0 = true } }
        #expect(ran.withLock { $0 })
        let held = HeldRunners()
        let later = Mutex(false)
        held.executor.run(label: "test") { later.withLock { $0 = true } }
        #expect(!later.withLock { $0 })
        held.runAll()
        #expect(later.withLock { $0 })
    }

    @Test func progressFractionIsClamped() {
        #expect(JobProgress(completed: 5, total: 10).fraction == 0.5)
        #expect(JobProgress(completed: 5).fraction == nil)
        #expect(JobProgress(completed: 5, total: 0).fraction == nil)
        #expect(JobProgress(completed: 15, total: 10).fraction == 1)
    }
}
