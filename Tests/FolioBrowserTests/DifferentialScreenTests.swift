import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// After random keys and resizes, the browser must draw exactly what a fresh one would.
///
/// The fresh browser is brought to the same state (stack, selections, scroll, detail, mode, focus,
/// size), and the screens are compared as text and styles. Catches screens that depend on history:
/// a view left behind by a transition, a stale frame, a region not redrawn. A failure prints the
/// seed, the steps and both screens; replay one case with `FOLIO_DIFF_SEED=N`
/// (`FOLIO_DIFF_TRACE=1` prints the state after each step), hunt longer with `FOLIO_DIFF_SEEDS=N`.
@MainActor
@Suite struct DifferentialScreenTests {
    /// Random cases per run, steps per case, and how often screens are compared (every
    /// `checkEvery` steps, and after the last).
    static let seedCount = 50
    static let stepCount = 40
    static let checkEvery = 4
    /// A run stops reporting after this many failing cases: the first ones say enough.
    static let reportedFailures = 3

    let tree = DifferentialTree()
    /// Fresh screens already made, by state: a state seen again needs no new browser.
    let freshScreens = FreshScreenCache()

    @Test func randomKeysAndResizesDrawWhatAFreshBrowserDraws() {
        let environment = ProcessInfo.processInfo.environment
        let seeds: [UInt64]
        if let one = environment["FOLIO_DIFF_SEED"].flatMap(UInt64.init) {
            seeds = [one]
        } else {
            // FOLIO_DIFF_SEEDS=N runs more cases, for a longer hunt than the suite's.
            seeds = (0..<UInt64(environment["FOLIO_DIFF_SEEDS"].flatMap(Int.init) ?? Self.seedCount)).map { $0 }
        }
        let reported = environment["FOLIO_DIFF_SEEDS"] == nil ? Self.reportedFailures : Int.max
        var failures = 0
        for seed in seeds {
            guard let report = runCase(seed: seed) else { continue }
            Issue.record(Comment(rawValue: report))
            failures += 1
            if failures >= reported { break }
        }
    }

    /// The steps of issue 8's report draw one detail, with no stale preview under it.
    ///
    /// In the long errorprone path: open `BUILD`, go back, shrink (collapse), open again, grow
    /// twice; a preview dropped while collapsing stayed under the detail. Here the selection moves
    /// to `Check.java` before the collapse and back after, so the stale preview differs from the
    /// detail above it and shows through its blank cells.
    @Test func theReportedResizesDrawOneDetail() {
        let open = SessionStep.key(.character("l"))
        let steps: [SessionStep] = [.key(.character("g")), .key(.character("j"))]  // examples
            + Array(repeating: open, count: 7)  // …/examples/plugin/bazel/java/com/google/errorprone
            + [open, open, .key(.character("h")), .key(.character("j")),  // BUILD's detail, then Check.java's preview
               .resize(Size(width: 70, height: 30)), .key(.character("k")), open,  // BUILD's detail on the stack
               .resize(Size(width: 160, height: 45)), .resize(Size(width: 120, height: 40))]
        let run = BrowserRun(path: tree.start, size: Size(width: 120, height: 40))
        for (index, step) in steps.enumerated() {
            step.perform(on: run)
            #expect(run.waitUntilSettled(), "the browser did not settle after \(step)")
            // The stale view showed at 160x45 (its old frame) and hid under the new one at 120x40.
            if index >= steps.count - 3, let problem = compare(run, label: "issue 8's steps: \(steps[...index].map(\.description).joined(separator: " "))") {
                Issue.record(Comment(rawValue: problem))
            }
        }
        let snapshot = BrowserSnapshot(of: run.split, size: run.harness.terminal.size)
        let build = tree.start + "/examples/plugin/bazel/java/com/google/errorprone/BUILD"
        #expect(snapshot.secondary == [.detail(path: build, topLine: 0)], "\(snapshot)")
    }

    /// Runs one random case; nil when every compared screen matched, else the report.
    func runCase(seed: UInt64) -> String? {
        var generator = SeededGenerator(seed: seed)
        let start = SessionStep.sizes.randomElement(using: &generator) ?? Size(width: 120, height: 40)
        let run = BrowserRun(path: tree.start, size: start)
        var done: [String] = []
        for index in 1...Self.stepCount {
            var step = SessionStep.random(using: &generator)
            // `h` at the root of the outermost folder would list the shared temporary folder.
            if case .key(let key) = step, key == .character("h"), let list = run.focusedList,
               run.primaryNavigation?.viewControllers.first === list, BrowserSnapshot.path(of: list.item) == tree.top {
                step = .key(.character("j"))
            }
            step.perform(on: run)
            done.append(step.description)
            let label = "seed \(seed), started at \(start.width)x\(start.height), steps: \(done.joined(separator: " "))"
            guard run.waitUntilSettled() else { return "\(label): the browser did not settle before the deadline" }
            if ProcessInfo.processInfo.environment["FOLIO_DIFF_TRACE"] != nil {
                print("after \(step): \(BrowserSnapshot(of: run.split, size: run.harness.terminal.size))")
            }
            // Every step: what was drawn incrementally must equal a full render of the same window.
            if let problem = run.differenceFromFullRender(label: label) { return problem }
            let checks = index % Self.checkEvery == 0 || index == Self.stepCount
            if checks, let problem = compare(run, label: label) { return problem }
        }
        return nil
    }

    func compare(_ run: BrowserRun, label: String) -> String? {
        run.differenceFromFresh(label: label, cache: freshScreens)
    }
}
