import Testing
import FolioKit
import FolioTesting

/// AlertController and AlertAction as Apple documents them
/// (https://developer.apple.com/documentation/uikit/uialertcontroller,
/// https://developer.apple.com/documentation/uikit/uialertaction): the box, the keys, the
/// handler run after the dismissal, Esc as the cancel action, the preferred action.
@MainActor
@Suite struct AlertControllerTests {
    func stack() -> NavigationController {
        let nav = NavigationController(rootViewController: RowsController(title: "Fruit", rows: ["Apple", "Banana", "Cherry"]))
        nav.isToolbarHidden = false
        return nav
    }

    func check(_ harness: ScreenHarness, _ name: String, _ expected: String) {
        let problem = harness.mismatch(expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// A conflict alert: a destructive action, a preferred one and a cancel action; `log` hears
    /// each handler.
    func conflict(_ log: LifecycleLog) -> AlertController {
        let alert = AlertController(title: "Replace “notes.txt”?",
                                    message: "A file with this name already exists in “Documents”. Replacing it overwrites its contents.",
                                    preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Replace", style: .destructive) { _ in log.record("Replace") })
        let keep = AlertAction(title: "Keep Both", style: .default) { _ in log.record("Keep Both") }
        alert.addAction(keep)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log.record("Cancel") })
        alert.preferredAction = keep
        return alert
    }

    func sheet(_ log: LifecycleLog) -> AlertController {
        let sheet = AlertController(title: "“notes.txt”", message: "What should happen to it?", preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Copy", style: .default) { _ in log.record("Copy") })
        sheet.addAction(AlertAction(title: "Move", style: .default) { _ in log.record("Move") })
        sheet.addAction(AlertAction(title: "Move to Trash", style: .destructive) { _ in log.record("Trash") })
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log.record("Cancel") })
        return sheet
    }

    func presented(_ alert: AlertController, at size: Size) -> ScreenHarness {
        let nav = stack()
        let harness = ScreenHarness(root: nav, size: size)
        nav.present(alert, animated: false)
        harness.settle()
        return harness
    }

    @Test func alertIsACentredBoxWithThePreferredActionHighlightedAt80x24() {
        let harness = presented(conflict(LifecycleLog()), at: Size(width: 80, height: 24))
        check(harness, "alert-80x24", """
                                             Fruit
         Apple                                                                        ›
         Banana                                                                       ›
         Cherry                                                                       ›



                    ┌──────────────────────────────────────────────────────┐
                    │                 Replace “notes.txt”?                 │
                    │ A file with this name already exists in “Documents”. │
                    │        Replacing it overwrites its contents.         │
                    ├──────────────────────────────────────────────────────┤
                    │                       Replace                        │
                    │                      Keep Both                       │
                    │                        Cancel                        │
                    └──────────────────────────────────────────────────────┘







         / Filter  s Sort  . Hidden  Ctrl-R Refresh  o Open
        ~~~ styles: R=reverse a=dim+reverse b=bold c=bold+reverse d=dim r=red
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRcccccRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
        aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
                                                                                     dd
                                                                                     dd




                                      bbbbbbbbbbbbbbbbbbbb



                                            rrrrrrr
                     RRRRRRRRRRRRRRRRRRRRRRcccccccccRRRRRRRRRRRRRRRRRRRRRRR









        RcRRRRRRRRRcRRRRRRRcRRRRRRRRRccccccRRRRRRRRRRcRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
        """)
    }

    @Test func alertWrapsItsMessageAt60x20() {
        let harness = presented(conflict(LifecycleLog()), at: Size(width: 60, height: 20))
        check(harness, "alert-60x20", """
                                   Fruit
         Apple                                                    ›
         Banana                                                   ›
         Cherry                                                   ›

          ┌──────────────────────────────────────────────────────┐
          │                 Replace “notes.txt”?                 │
          │ A file with this name already exists in “Documents”. │
          │        Replacing it overwrites its contents.         │
          ├──────────────────────────────────────────────────────┤
          │                       Replace                        │
          │                      Keep Both                       │
          │                        Cancel                        │
          └──────────────────────────────────────────────────────┘





         / Filter  s Sort  . Hidden  Ctrl-R Refresh  o Open
        ~~~ styles: R=reverse a=dim+reverse b=bold c=bold+reverse d=dim r=red
        RRRRRRRRRRRRRRRRRRRRRRRRRRRcccccRRRRRRRRRRRRRRRRRRRRRRRRRRRR
        aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
                                                                 dd
                                                                 dd


                            bbbbbbbbbbbbbbbbbbbb



                                  rrrrrrr
           RRRRRRRRRRRRRRRRRRRRRRcccccccccRRRRRRRRRRRRRRRRRRRRRRR







        RcRRRRRRRRRcRRRRRRRcRRRRRRRRRccccccRRRRRRRRRRcRRRRRRRRRRRRRR
        """)
    }

    @Test func actionSheetIsRowsFromTheBottomWhenCompact() {
        let harness = presented(sheet(LifecycleLog()), at: Size(width: 60, height: 20))
        check(harness, "action-sheet-60x20", """
                                   Fruit
         Apple                                                    ›
         Banana                                                   ›
         Cherry                                                   ›






        ┌──────────────────────────────────────────────────────────┐
        │                       “notes.txt”                        │
        │                What should happen to it?                 │
        ├──────────────────────────────────────────────────────────┤
        │                           Copy                           │
        │                           Move                           │
        │                      Move to Trash                       │
        ├──────────────────────────────────────────────────────────┤
        │                          Cancel                          │
        └──────────────────────────────────────────────────────────┘
        ~~~ styles: R=reverse a=dim+reverse b=bold c=bold+reverse d=dim r=red
        RRRRRRRRRRRRRRRRRRRRRRRRRRRcccccRRRRRRRRRRRRRRRRRRRRRRRRRRRR
        aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
                                                                 dd
                                                                 dd







                                bbbbbbbbbbb
                         ddddddddddddddddddddddddd



                               rrrrrrrrrrrrr

         RRRRRRRRRRRRRRRRRRRRRRRRRRccccccRRRRRRRRRRRRRRRRRRRRRRRRRR
        """)
    }

    @Test func actionSheetIsABoxWhenRegular() {
        let harness = presented(sheet(LifecycleLog()), at: Size(width: 80, height: 24))
        check(harness, "action-sheet-80x24", """
                                             Fruit
         Apple                                                                        ›
         Banana                                                                       ›
         Cherry                                                                       ›



                                ┌──────────────────────────────┐
                                │         “notes.txt”          │
                                │  What should happen to it?   │
                                ├──────────────────────────────┤
                                │             Copy             │
                                │             Move             │
                                │        Move to Trash         │
                                ├──────────────────────────────┤
                                │            Cancel            │
                                └──────────────────────────────┘






         / Filter  s Sort  . Hidden  Ctrl-R Refresh  o Open
        ~~~ styles: R=reverse a=dim+reverse b=bold c=bold+reverse d=dim r=red
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRcccccRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
        aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
                                                                                     dd
                                                                                     dd




                                          bbbbbbbbbbb
                                   ddddddddddddddddddddddddd



                                         rrrrrrrrrrrrr

                                 RRRRRRRRRRRRccccccRRRRRRRRRRRR







        RcRRRRRRRRRcRRRRRRRcRRRRRRRRRccccccRRRRRRRRRRcRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
        """)
    }

    @Test func twoActionsShareARowWithTheCancelActionFirst() {
        let alert = AlertController(title: "Quit Folio?", message: "A copy is still running.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Quit", style: .destructive))
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        let harness = presented(alert, at: Size(width: 60, height: 20))
        check(harness, "alert-two-actions-60x20", """
                                   Fruit
         Apple                                                    ›
         Banana                                                   ›
         Cherry                                                   ›



                      ┌──────────────────────────────┐
                      │         Quit Folio?          │
                      │   A copy is still running.   │
                      ├──────────────┬───────────────┤
                      │    Cancel    │     Quit      │
                      └──────────────┴───────────────┘






         / Filter  s Sort  . Hidden  Ctrl-R Refresh  o Open
        ~~~ styles: R=reverse a=dim+reverse b=bold c=bold+reverse d=dim r=red
        RRRRRRRRRRRRRRRRRRRRRRRRRRRcccccRRRRRRRRRRRRRRRRRRRRRRRRRRRR
        aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
                                                                 dd
                                                                 dd




                                bbbbbbbbbbb


                       RRRRccccccRRRR      rrrr







        RcRRRRRRRRRcRRRRRRRcRRRRRRRRRccccccRRRRRRRRRRcRRRRRRRRRRRRRR
        """)
    }

    /// The handler runs once the alert is dismissed, and the presenter hears nothing.
    ///
    /// UIAlertController: "When the user taps that action, the alert controller executes the
    /// block you provided"; UIKit has dismissed the alert by then (the handler may present
    /// another). A presented alert leaves its presenter on screen, so the presenter hears no
    /// appearance callbacks; the alert hears its own.
    @Test func handlerRunsAfterTheDismissalAndThePresenterHearsNothing() {
        let log = LifecycleLog()
        let presenter = RecordingViewController("Presenter", log: log)
        let harness = ScreenHarness(root: presenter, size: Size(width: 80, height: 24))
        _ = log.take()
        let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { [weak alert] _ in
            log.record("handler presented=\(alert?.presentingViewController != nil) top=\(harness.window.topController === presenter)")
        })
        presenter.present(alert, animated: false) { log.record("presented") }
        harness.settle()
        #expect(alert.appearanceState == .appeared)
        #expect(log.take() == ["presented"])
        harness.press(.enter)
        #expect(log.take() == ["handler presented=false top=true"])
        #expect(alert.appearanceState == .disappeared)
    }

    /// Esc runs the cancel action, Enter the preferred one.
    ///
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredaction: "If
    /// the iOS device is connected to a physical keyboard, pressing the Return key triggers the
    /// preferred action"; it takes the highlighting from the cancel button.
    /// With motion on, the handler waits for the alert to have gone: it runs once the falling
    /// box is out of sight, not when the key is pressed.
    @Test func animatedDismissalRunsTheHandlerWhenTheAlertHasGone() {
        let log = LifecycleLog()
        let presenter = RecordingViewController("Presenter", log: log)
        let harness = ScreenHarness(root: presenter, size: Size(width: 80, height: 24), clock: VirtualClock())
        let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in log.record("handler") })
        presenter.present(alert, animated: true)
        harness.advance(by: 1)
        _ = log.take()
        harness.press(.enter)
        #expect(log.take().isEmpty)
        #expect(alert.appearanceState == .disappearing)
        harness.advance(by: 1)
        #expect(log.take() == ["handler"])
        #expect(alert.appearanceState == .disappeared && harness.window.topController === presenter)
    }

    @Test func escRunsTheCancelActionAndEnterThePreferredOne() {
        let log = LifecycleLog()
        let harness = presented(conflict(log), at: Size(width: 80, height: 24))
        harness.press(.escape)
        #expect(log.take() == ["Cancel"])
        #expect(harness.window.topController === harness.window.rootViewController)

        let second = presented(conflict(log), at: Size(width: 80, height: 24))
        second.press(.enter)
        #expect(log.take() == ["Keep Both"])
    }

    @Test func escWithoutACancelActionDoesNothingAndOtherKeysStayInTheAlert() {
        let log = LifecycleLog()
        let alert = AlertController(title: "Read-only filesystem", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default) { _ in log.record("OK") })
        let harness = presented(alert, at: Size(width: 60, height: 20))
        harness.press(.escape, .character("q"), .character("j"))
        #expect(log.take().isEmpty)
        #expect(harness.window.topController === alert)
        harness.press(.enter)
        #expect(log.take() == ["OK"])
    }

    @Test func arrowsMoveTheHighlightPastDisabledActionsAndWrap() {
        let log = LifecycleLog()
        let alert = conflict(log)
        alert.actions[0].isEnabled = false
        let harness = presented(alert, at: Size(width: 80, height: 24))
        // Keep Both → Cancel → (Replace is disabled) Keep Both → Cancel.
        harness.press(.down, .tab, .down, .enter)
        #expect(log.take() == ["Cancel"])
    }

    @Test func aClickOnAnActionRunsIt() {
        let log = LifecycleLog()
        let harness = presented(conflict(log), at: Size(width: 80, height: 24))
        let row = harness.screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }.contains("Replace")
        }
        #expect(row != nil)
        harness.app.handle(.mouse(MouseEvent(.click, at: Point(x: 40, y: row ?? 0))))
        harness.settle()
        #expect(log.take() == ["Replace"])
    }

    @Test func textFieldIsTypedIntoAndReadInTheHandler() {
        let log = LifecycleLog()
        let alert = AlertController(title: "New folder", message: "Name of the new folder:", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        let create = AlertAction(title: "Create", style: .default) { [weak alert] _ in
            log.record("create \(alert?.textFields?.first?.text ?? "-")")
        }
        alert.addAction(create)
        alert.preferredAction = create
        let harness = presented(alert, at: Size(width: 60, height: 20))
        check(harness, "alert-text-field-60x20", """
                                   Fruit
         Apple                                                    ›
         Banana                                                   ›
         Cherry                                                   ›


                      ┌──────────────────────────────┐
                      │          New folder          │
                      │   Name of the new folder:    │
                      │ Name                         │
                      ├──────────────┬───────────────┤
                      │    Cancel    │    Create     │
                      └──────────────┴───────────────┘






         / Filter  s Sort  . Hidden  Ctrl-R Refresh  o Open
        ~~~ styles: R=dim+reverse a=bold+reverse b=bold d=dim r=reverse u=underline
        rrrrrrrrrrrrrrrrrrrrrrrrrrraaaaarrrrrrrrrrrrrrrrrrrrrrrrrrrr
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
                                                                 dd
                                                                 dd



                                 bbbbbbbbbb

                        dddduuuuuuuuuuuuuuuuuuuuuuuu

                                      rrrraaaaaarrrrr







        rarrrrrrrrrarrrrrrrarrrrrrrrraaaaaarrrrrrrrrrarrrrrrrrrrrrrr
        """)
        harness.type("drafts q")
        harness.press(.enter)
        #expect(log.take() == ["create drafts q"])
    }

    /// Every size from the smallest window up keeps the whole box on screen, whatever the text.
    @Test func theBoxStaysInsideTheWindowAtEverySize() {
        for style in [AlertController.Style.alert, .actionSheet] {
            for size in [Size(width: 20, height: 6), Size(width: 33, height: 9), Size(width: 60, height: 20), Size(width: 80, height: 24)] {
                let alert = AlertController(title: String(repeating: "Title ", count: 12),
                                            message: String(repeating: "A long message that wraps. ", count: 20), preferredStyle: style)
                for n in 1...12 { alert.addAction(AlertAction(title: "Action \(n) with a long name", style: n == 3 ? .destructive : .default)) }
                alert.addAction(AlertAction(title: "Cancel", style: .cancel))
                let harness = presented(alert, at: size)
                let frame = alert.view.frame
                #expect(frame.minX >= 0 && frame.minY >= 0 && frame.maxX <= size.width && frame.maxY <= size.height, "\(style) \(size): \(frame)")
                #expect(harness.screen.contains("Cancel"), "\(style) \(size)")
            }
        }
    }

    @Test func manyActionsScrollToKeepTheHighlightShown() {
        let log = LifecycleLog()
        let sheet = AlertController(title: "Open with", message: nil, preferredStyle: .actionSheet)
        for n in 1...30 { sheet.addAction(AlertAction(title: "Program \(n)", style: .default) { _ in log.record("\(n)") }) }
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        let harness = presented(sheet, at: Size(width: 60, height: 20))
        // The highlight starts on Cancel; Down wraps to Program 1, then goes on to Program 25.
        for _ in 0..<25 { harness.press(.down) }
        #expect(harness.screen.contains("Program 25"))
        #expect(!harness.screen.contains("Program 1 "))
        harness.press(.enter)
        #expect(log.take() == ["25"])
    }
}
