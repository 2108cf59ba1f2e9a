import CNcursesw
import FolioKit
import Testing
@testable import FolioTerminal

/// ncurses' mouse reports, as FolioKit's press, drag, release and click.
@Suite struct MouseReportDecoderTests {
    @Test func aHeldButtonIsPressDragsRelease() {
        var decoder = MouseReportDecoder()
        var events: [MouseEvent] = []
        events += decoder.events(for: .pressed, at: Point(x: 4, y: 2))
        events += decoder.events(for: .moved, at: Point(x: 5, y: 2))
        events += decoder.events(for: .moved, at: Point(x: 7, y: 3))
        events += decoder.events(for: .released, at: Point(x: 7, y: 3))
        #expect(events == [
            MouseEvent(.press, at: Point(x: 4, y: 2)), MouseEvent(.drag, at: Point(x: 5, y: 2)),
            MouseEvent(.drag, at: Point(x: 7, y: 3)), MouseEvent(.release, at: Point(x: 7, y: 3)),
        ])
        #expect(!decoder.isButtonDown)
    }

    @Test func aMotionWhosePressWasMergedAwayBeginsWithThatPress() {
        var decoder = MouseReportDecoder()
        #expect(decoder.events(for: .moved, at: Point(x: 30, y: 4)) == [
            MouseEvent(.press, at: Point(x: 30, y: 4)), MouseEvent(.drag, at: Point(x: 30, y: 4)),
        ])
        #expect(decoder.events(for: .moved, at: Point(x: 32, y: 4)) == [MouseEvent(.drag, at: Point(x: 32, y: 4))])
        #expect(decoder.events(for: .released, at: Point(x: 32, y: 4)) == [MouseEvent(.release, at: Point(x: 32, y: 4))])
        #expect(decoder.events(for: .moved, at: Point(x: 1, y: 1)).first?.kind == .press, "a new drag after the release")
    }

    @Test func aMergedPressAndReleaseIsAClickAndTheWheelTurns() {
        var decoder = MouseReportDecoder()
        #expect(decoder.events(for: .clicked, at: Point(x: 1, y: 1)) == [MouseEvent(.click, at: Point(x: 1, y: 1))])
        #expect(!decoder.isButtonDown)
        #expect(decoder.events(for: .wheelDown, at: Point(x: 1, y: 1)) == [MouseEvent(.wheelDown, at: Point(x: 1, y: 1))])
        #expect(decoder.events(for: .wheelUp, at: Point(x: 1, y: 1)) == [MouseEvent(.wheelUp, at: Point(x: 1, y: 1))])
    }

    @Test func ncursesBitsAreNamed() {
        #expect(MouseReportDecoder.report(folio_button1_pressed()) == .pressed)
        #expect(MouseReportDecoder.report(folio_button1_released()) == .released)
        #expect(MouseReportDecoder.report(folio_button1_clicked()) == .clicked)
        #expect(MouseReportDecoder.report(folio_report_mouse_position()) == .moved)
        #expect(MouseReportDecoder.report(folio_wheel_up()) == .wheelUp)
        #expect(MouseReportDecoder.report(folio_wheel_down()) == .wheelDown)
        #expect(MouseReportDecoder.report(0) == nil)
    }
}
