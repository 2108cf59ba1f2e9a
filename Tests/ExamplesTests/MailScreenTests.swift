import Testing
import FolioKit
import FolioTesting
@testable import MailApp

/// The Mail example's screens, headless, at 120x40 (side by side) and 60x30 (collapsed).
@MainActor
@Suite struct MailScreenTests {
    let mail = MailScene()

    func check(_ harness: ScreenHarness, _ name: String, _ expected: String,
               sourceLocation: SourceLocation = #_sourceLocation) {
        let mismatch = harness.mismatch(expected, name: name, styles: true)
        #expect(mismatch == nil, "\(mismatch ?? "")", sourceLocation: sourceLocation)
    }

    func style(_ harness: ScreenHarness, _ x: Int, _ y: Int) -> TextAttributes { harness.terminal.screen[x, y].style.attributes }

    @Test func inboxAt120x40() {
        let harness = ScreenHarness(root: mail.splitViewController, size: Size(width: 120, height: 40))
        check(harness, "mail-inbox-120x40", """
                          Inbox                   │
         Today                                    │
         • Ada Lovelace                     09:41 │
           Notes on the Analytical Engine         │
         • Grace Hopper                     08:15 │
           A moth in relay 70                     │
           Linus Torvalds                   07:02 │
           Just a hobby, won't be big             │
         Earlier                                  │
           Ken Thompson                       Mon │
           Re: a smaller language                 │
         • Margaret Hamilton                  Sun │
           Priority displays                      │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │                             No message selected
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                       c Compose  │
        ~~~ styles: R=bold+reverse a=bold+dim+reverse b=bold d=dim r=reverse
        rrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
         bbbbb                                    d
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaaaaRd
        RaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaRRRRRRRRRd
         bbbbbbbbbbbbbb                     ddddd d
         dddddddddddddddddddd                     d
                                            ddddd d
         dddddddddddddddddddddddddddd             d
         bbbbbbb                                  d
                                              ddd d
         dddddddddddddddddddddddd                 d
         bbbbbbbbbbbbbbbbbbb                  ddd d
         ddddddddddddddddddd                      d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        """)
        #expect(style(harness, 19, 0) == [.reverse, .bold], "the title in the bar")
        #expect(style(harness, 1, 1) == .bold, "a section header")
        #expect(style(harness, 3, 2) == [.reverse, .bold], "the cursor on the first message, unread")
        #expect(style(harness, 3, 6) == [], "a read message is plain")
        #expect(style(harness, 3, 4) == .bold, "an unread message is bold")
        #expect(style(harness, 37, 2).contains(.dim), "the time is dim")
    }

    @Test func messageAt120x40() {
        let harness = ScreenHarness(root: mail.splitViewController, size: Size(width: 120, height: 40))
        harness.press(.enter)
        check(harness, "mail-message-120x40", """
                          Inbox                   │ \\ Hide list           Notes on the Analytical Engine                r Reply
         Today                                    │ From: Ada Lovelace                                                    09:41
           Ada Lovelace                     09:41 │ Notes on the Analytical Engine
           Notes on the Analytical Engine         │
         • Grace Hopper                     08:15 │ Charles, the notes are longer than the paper. I hope you do not mind: the
           A moth in relay 70                     │ engine deserves them.
           Linus Torvalds                   07:02 │
           Just a hobby, won't be big             │
         Earlier                                  │
           Ken Thompson                       Mon │
           Re: a smaller language                 │
         • Margaret Hamilton                  Sun │
           Priority displays                      │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                       c Compose  │ f Flag
        ~~~ styles: R=bold+reverse a=bold+dim+reverse b=bold d=dim r=reverse
        rrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRrrrrrrrrrrrrrrrrrrrrrrrr
         bbbbb                                    d                                                                       ddddd
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaaaaRd bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
        RaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaRRRRRRRRRd
         bbbbbbbbbbbbbb                     ddddd d
         dddddddddddddddddddd                     d
                                            ddddd d
         dddddddddddddddddddddddddddd             d
         bbbbbbb                                  d
                                              ddd d
         dddddddddddddddddddddddd                 d
         bbbbbbbbbbbbbbbbbbb                  ddd d
         ddddddddddddddddddd                      d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRrrrrrrrrrrdrRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        """)
        #expect(mail.store.message(at: IndexPath(row: 0, section: 0)).isRead)
        #expect(style(harness, 3, 2) == [.reverse, .bold], "the message opened is still the cursor, now read")
        #expect(style(harness, 45, 2) == .bold, "the subject is bold")
    }

    @Test func collapsedAt60x30() {
        let harness = ScreenHarness(root: mail.splitViewController, size: Size(width: 60, height: 30))
        check(harness, "mail-inbox-60x30", """
                                   Inbox
         Today
         • Ada Lovelace                                       09:41
           Notes on the Analytical Engine
         • Grace Hopper                                       08:15
           A moth in relay 70
           Linus Torvalds                                     07:02
           Just a hobby, won't be big
         Earlier
           Ken Thompson                                         Mon
           Re: a smaller language
         • Margaret Hamilton                                    Sun
           Priority displays
















                                                         c Compose
        ~~~ styles: R=bold+reverse a=bold+dim+reverse b=bold d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrr
         bbbbb
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaaaaR
        RaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaRRRRRRRRRRRRRRRRRRRRRRRRRRR
         bbbbbbbbbbbbbb                                       ddddd
         dddddddddddddddddddd
                                                              ddddd
         dddddddddddddddddddddddddddd
         bbbbbbb
                                                                ddd
         dddddddddddddddddddddddd
         bbbbbbbbbbbbbbbbbbb                                    ddd
         ddddddddddddddddddd
















        rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRrrrrrrrrrr
        """)
        harness.press(.down, .enter)
        check(harness, "mail-message-60x30", """
         ‹ Inbox             A moth in relay 70             r Reply
         From: Grace Hopper                                   08:15
         A moth in relay 70

         First actual case of bug being found. Taped into the log
         book for posterity.























         f Flag
        ~~~ styles: R=bold+reverse b=bold d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrRRRRRRRRRRRRRRRRRRrrrrrrrrrrrrrrrrrrrrr
                                                              ddddd
         bbbbbbbbbbbbbbbbbb


























        rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        """)
        harness.press(.character("h"))
        harness.resize(to: Size(width: 120, height: 40))
        #expect(harness.screen.contains("No message selected"), "expanding from the list brings back the empty detail")
    }

    @Test func aRoundTripThroughCompactEndsOnTheSameScreen() {
        let harness = ScreenHarness(root: mail.splitViewController, size: Size(width: 120, height: 40))
        harness.press(.down, .enter)
        let before = harness.screen
        harness.resize(to: Size(width: 60, height: 30))
        #expect(harness.screen.hasPrefix(" ‹ Inbox"), "collapsed onto one stack with a back button")
        harness.resize(to: Size(width: 120, height: 40))
        #expect(harness.screen == before)
    }

    @Test func composeSheetSends() {
        let harness = ScreenHarness(root: mail.splitViewController, size: Size(width: 120, height: 40))
        harness.press(.character("c"))
        harness.type("Ken")
        harness.press(.tab)
        harness.type("Lunch?")
        check(harness, "mail-compose-120x40", """
                          Inbox                   │
         Today                                    │
         • Ada Lovelace                     09:41 │
           Notes on the Analytical Engine         │
         • Grace Hoppe┌──────────────────────────────────────────────────────────────────────────────────────────┐
           A moth in r│ Esc Cancel                            New Message                            Ctrl-S Send │
           Linus Torva│ To: Ken                                                                                  │
           Just a hobb│ Subject: Lunch?                                                                          │
         Earlier      │                                                                                          │
           Ken Thompso│ Write your message; Ctrl-S sends it                                                      │
           Re: a small│                                                                                          │
         • Margaret Ha│                                                                                          │
           Priority di│                                                                                          │
                      │                                                                                          │
                      │                                                                                          │
                      │                                                                                          │
                      │                                                                                          │
                      │                                                                                          │
                      │                                                                                          │
                      │                                                                                          │
                      │                                                                                          │
                      │                                                                                          │
                      │                                                                                          │
                      │                                                                                          │
                      │                                                                                          │
                      │                                                                                          │
                      │                                                                                          │
                      │                                                                                          │
                      │                                                                                          │
                      │                                                                                          │
                      │                                                                                          │
                      │                                                                                          │
                      │                                                                                          │
                      │                                                                                          │
                      │                                                                                          │
                      └──────────────────────────────────────────────────────────────────────────────────────────┘
                                                  │
                                                  │
                                                  │
                                       c Compose  │
        ~~~ styles: R=bold+reverse U=dim+underline a=bold+underline b=bold d=dim r=reverse u=underline
        rrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
         bbbbb                                    d
        uaaaaaaaaaaaaaauuuuuuuuuuuuuuuuuuuuuUUUUUud
        uUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUuuuuuuuuud
         bbbbbbbbbbbbb
         ddddddddddddd rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
                        bbbb
         ddddddddddddd  bbbbbbbbb
         bbbbbbb
                        ddddddddddddddddddddddddddddddddddd
         ddddddddddddd
         bbbbbbbbbbbbb
         ddddddddddddd























                                                  d
                                                  d
                                                  d
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        """)
        harness.press(.ctrl("s"))
        #expect(mail.store.sent.map(\.subject) == ["Lunch?"])
        #expect(mail.store.sent.first?.sender == "Me")
        #expect(harness.window.topController === mail.splitViewController, "Send closed the sheet")
    }

    /// `/` searches the inbox: the matches show over it from the first character (the search
    /// controller's `searchResultsController`), Down moves in them while typing, Enter gives
    /// them the keys and opens one; Esc ends the search and the inbox shows again.
    @Test func searchShowsTheMatchesOverTheInboxAndOpensOne() {
        let harness = ScreenHarness(root: mail.splitViewController, size: Size(width: 120, height: 40))
        harness.press(.character("/"))
        harness.type("re")
        #expect(harness.screen.contains("Grace Hopper — A moth in relay 70"))
        #expect(!harness.screen.contains("Ada Lovelace"))
        harness.press(.down, .enter, .enter)
        #expect(harness.screen.contains("From: Ken Thompson"))
        harness.press(.escape)
        #expect(harness.screen.contains("Ada Lovelace") && !harness.screen.contains("Grace Hopper — "))
    }

    @Test func escCancelsTheComposeSheet() {
        let harness = ScreenHarness(root: mail.splitViewController, size: Size(width: 120, height: 40))
        harness.press(.character("c"))
        #expect(harness.window.topController !== mail.splitViewController)
        harness.press(.escape)
        #expect(harness.window.topController === mail.splitViewController)
        #expect(mail.store.sent.isEmpty)
    }

    @Test func flagFromTheDetailMarksTheRow() {
        let harness = ScreenHarness(root: mail.splitViewController, size: Size(width: 120, height: 40))
        harness.press(.enter, .tab, .character("f"))
        #expect(mail.store.message(at: IndexPath(row: 0, section: 0)).isFlagged)
        #expect(harness.screen.hasSuffix("│ f Unflag"), "the same key unflags")
        check(harness, "mail-flagged-120x40", """
                          Inbox                   │ \\ Hide list           Notes on the Analytical Engine                r Reply
         Today                                    │ From: Ada Lovelace                                                    09:41
           Ada Lovelace                   09:41 ✓ │ Notes on the Analytical Engine
           Notes on the Analytical Engine         │
         • Grace Hopper                     08:15 │ Charles, the notes are longer than the paper. I hope you do not mind: the
           A moth in relay 70                     │ engine deserves them.
           Linus Torvalds                   07:02 │
           Just a hobby, won't be big             │
         Earlier                                  │
           Ken Thompson                       Mon │
           Re: a smaller language                 │
         • Margaret Hamilton                  Sun │
           Priority displays                      │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                       c Compose  │ f Unflag
        ~~~ styles: R=bold+reverse U=dim+underline b=bold d=dim r=reverse u=underline
        rrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRrrrrrrrrrrrrrrrrrrrrrrrr
         bbbbb                                    d                                                                       ddddd
        uuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuUUUUUuUud bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
        uUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUuuuuuuuuud
         bbbbbbbbbbbbbb                     ddddd d
         dddddddddddddddddddd                     d
                                            ddddd d
         dddddddddddddddddddddddddddd             d
         bbbbbbb                                  d
                                              ddd d
         dddddddddddddddddddddddd                 d
         bbbbbbbbbbbbbbbbbbb                  ddd d
         ddddddddddddddddddd                      d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRrrrrrrrrrrdrRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        """)
        harness.press(.character("f"))
        #expect(!mail.store.message(at: IndexPath(row: 0, section: 0)).isFlagged)
    }
}
