import Testing
import FolioKit
import FolioTesting

/// ProgressView and ActivityIndicatorView
/// (https://developer.apple.com/documentation/uikit/uiprogressview,
/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview).
@MainActor
@Suite struct ProgressViewTests {
    /// A controller showing three bars (0, 0.5 and 1 in the default style), a bar-style bar at
    /// 0.3 and a spinner.
    final class Gauges: ViewController {
        let bars = [ProgressView(), ProgressView(), ProgressView(), ProgressView(progressViewStyle: .bar)]
        let spinner = ActivityIndicatorView()
        override func viewDidLoad() {
            for (bar, value) in zip(bars, [Float(0), 0.5, 1, 0.3]) {
                bar.progress = value
                view.addSubview(bar)
            }
            bars[2].progressTintColor = .green
            view.addSubview(spinner)
        }
        override func viewDidLayoutSubviews() {
            for (index, bar) in bars.enumerated() { bar.frame = Rect(x: 1, y: index, width: 10, height: 1) }
            spinner.frame = Rect(x: 1, y: 4, width: 1, height: 1)
        }
    }

    @Test func barsAtNoughtHalfAndFullInBothStyles() {
        let harness = ScreenHarness(root: Gauges(), size: Size(width: 20, height: 6))
        let problem = harness.mismatch("""
         ──────────
         █████─────
         ██████████
         ███
        ~~~ styles: d=dim g=green
         dddddddddd
              ddddd
         gggggggggg
        """, name: "progress-styles", styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func eighthsMoveTheBarByLessThanACell() {
        #expect(ProgressView.bar(0, width: 4) == ("", "────"))
        #expect(ProgressView.bar(1.0 / 32, width: 4) == ("▏", "───"))
        #expect(ProgressView.bar(0.5 + 3.0 / 32, width: 4) == ("██▍", "─"))
        #expect(ProgressView.bar(7.0 / 8, width: 1, track: nil) == ("▉", ""))
        #expect(ProgressView.bar(1, width: 3) == ("███", ""))
    }

    @Test func progressIsPinnedAndAnimatedProgressMovesOnTheClock() {
        let clock = VirtualClock()
        let gauges = Gauges()
        let harness = ScreenHarness(root: gauges, size: Size(width: 20, height: 6), clock: clock)
        let bar = gauges.bars[0]
        bar.progress = 7
        #expect(bar.progress == 1)
        bar.progress = -1
        harness.settle()
        bar.setProgress(1, animated: true)
        #expect(bar.progress == 1)
        harness.advance(by: 0.05)
        let moving = harness.screen.split(separator: "\n").first.map(String.init) ?? ""
        #expect(moving != " ──────────" && moving != " ██████████", "\(moving)")
        harness.advance(by: 1)
        #expect(harness.screen.hasPrefix(" ██████████"))
    }

    @Test func activityIndicatorTurnsOnTimerTicksAndStops() {
        let clock = VirtualClock()
        let gauges = Gauges()
        let harness = ScreenHarness(root: gauges, size: Size(width: 20, height: 6), clock: clock)
        let spinner = gauges.spinner
        func glyph() -> String {
            let rows = harness.screen.split(separator: "\n", omittingEmptySubsequences: false)
            return rows.count > 4 ? String(rows[4].dropFirst().prefix(1)) : ""
        }
        #expect(spinner.isHidden && !spinner.isAnimating)
        #expect(glyph() == "")
        spinner.startAnimating()
        harness.settle()
        #expect(glyph() == "⠋")
        harness.advance(by: spinner.frameInterval)
        #expect(glyph() == "⠙")
        harness.advance(by: spinner.frameInterval)
        #expect(glyph() == "⠹")
        spinner.stopAnimating()
        harness.settle()
        #expect(glyph() == "" && spinner.isHidden)
        // Stopped, it leaves no timer behind: the run loop waits for the next key with no timeout.
        _ = harness.runLoopQuits(after: [])
        #expect(harness.terminal.waitTimeouts.first == .some(nil), "\(harness.terminal.waitTimeouts)")
        harness.advance(by: 1)
        #expect(spinner.frameIndex == 2)
        spinner.hidesWhenStopped = false
        harness.settle()
        #expect(glyph() == "⠹")
    }
}
