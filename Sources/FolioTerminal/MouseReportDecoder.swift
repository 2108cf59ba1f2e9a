import FolioKit

/// Turns the terminal's mouse reports into FolioKit's press, drag, release and click events.
///
/// With button-motion reporting (mode 1002) a held button is reported as a press, then a motion
/// for each cell, then a release. ncurses merges a press and its release read together into one
/// click. A press may still go missing (pressed before Folio started, or dropped by ncurses): a
/// motion while no press is known begins with the press it must have had, at the first place
/// seen, so a drag always reaches FolioKit whole.
struct MouseReportDecoder {
    /// What one report from the terminal says (ncurses' event bits, named).
    enum Report: Equatable {
        case pressed, released, clicked, moved, wheelUp, wheelDown
    }

    /// True between a press and its release.
    private(set) var isButtonDown = false

    /// The events for one report at `location`, in order.
    mutating func events(for report: Report, at location: Point) -> [MouseEvent] {
        switch report {
        case .wheelUp: return [MouseEvent(.wheelUp, at: location)]
        case .wheelDown: return [MouseEvent(.wheelDown, at: location)]
        case .clicked:
            isButtonDown = false
            return [MouseEvent(.click, at: location)]
        case .pressed:
            isButtonDown = true
            return [MouseEvent(.press, at: location)]
        case .moved:
            if isButtonDown { return [MouseEvent(.drag, at: location)] }
            isButtonDown = true
            return [MouseEvent(.press, at: location), MouseEvent(.drag, at: location)]
        case .released:
            // A release without its press (merged away, or pressed before Folio started) still
            // ends whatever drag FolioKit may hold; FolioKit ignores it otherwise.
            isButtonDown = false
            return [MouseEvent(.release, at: location)]
        }
    }
}
