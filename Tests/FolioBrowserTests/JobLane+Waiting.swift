import Foundation
import FolioKit
@testable import FolioBrowser

extension BrowserContext {
    /// Makes previews on the preview lane's thread even while no run loop runs (as the app
    /// does once its loop runs), so a test stepping frames by hand sees the background path.
    func makesPreviewsInBackground() {
        previewWorker = JobLane(label: "folio preview", executor: .thread)
    }
}

extension JobLane {
    /// Waits until nothing runs or waits on the lane, up to `timeout` seconds; false on timeout.
    ///
    /// Polls: the interface itself never waits on a lane.
    nonisolated func waitUntilIdle(timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !isIdle {
            guard Date() < deadline else { return false }
            usleep(200)  // a job is running on the lane's thread; polled with the deadline above
        }
        return true
    }
}
