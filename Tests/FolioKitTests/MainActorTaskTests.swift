import Testing
import FolioKit
import FolioTesting

/// Swift concurrency on the main actor: a `Task` started in `viewDidLoad` awaits work off the
/// main actor and then updates a view, as a UIKit app does
/// (https://developer.apple.com/documentation/swift/task: a task created on the main actor
/// inherits it, so what follows each `await` runs there).
@MainActor
@Suite struct MainActorTaskTests {
    /// Slow work off the main actor.
    @concurrent static func load(_ name: String) async -> String { "Loaded \(name)" }

    final class LoadingViewController: ViewController {
        let label = Label("Loading…", style: Style(.bold))

        override func viewDidLoad() {
            super.viewDidLoad()
            label.autoresizingMask = [.flexibleWidth]
            view.addSubview(label)
            Task { label.text = await MainActorTaskTests.load("Chinook") }
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            label.frame = Rect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: 1)
        }
    }

    /// Catches a harness (or a run loop) that never lets the main actor's task resume: the
    /// label would still read "Loading…".
    @Test func aTaskInViewDidLoadAwaitsThenSetsTheLabel() async {
        let controller = LoadingViewController()
        let harness = ScreenHarness(root: NavigationController(rootViewController: controller), size: Size(width: 24, height: 6))
        let settled = await harness.settle(until: { controller.label.text != "Loading…" })
        #expect(settled)
        let mismatch = harness.mismatch("""

            Loaded Chinook
            ~~~ styles: b=bold r=reverse
            rrrrrrrrrrrrrrrrrrrrrrrr
            bbbbbbbbbbbbbb
            """)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    /// Catches a main actor whose sleeping task is never resumed (a `Task.sleep` there ends
    /// through the main queue, which the run loop must serve).
    @Test func taskSleepOnTheMainActorResumes() async {
        let label = Label("Asleep")
        let controller = ViewController()
        controller.view = label
        let harness = ScreenHarness(root: controller, size: Size(width: 20, height: 6))
        Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(2))
            label.text = "Awake"
        }
        #expect(await harness.settle(until: { label.text == "Awake" }))
        // A whole-view label is centred vertically, as UILabel is.
        #expect(harness.screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.contains("Awake"), "\(harness.screen)")
    }

    /// On a wake the run loop runs posted work, then the main queue's.
    ///
    /// The work posted with `post` first, then the main actor's tasks. Catches a loop that never drains the main queue (a `Task` in
    /// a real app would never run) or drains it before the posted work.
    @Test func aWakeRunsPostedWorkThenTheMainQueue() {
        let harness = ScreenHarness(root: ViewController(), size: Size(width: 20, height: 6))
        var log: [String] = []
        harness.terminal.onRunMainQueue = { log.append("main queue") }
        harness.app.post { log.append("posted") }
        harness.app.handle(.wake)
        #expect(log == ["posted", "main queue"])
    }
}
