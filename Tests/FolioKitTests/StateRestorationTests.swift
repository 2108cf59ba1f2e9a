import Testing
import FolioKit
import FolioTesting

@MainActor
@Suite struct StateRestorationTests {
    final class Counter: ViewController {
        var count = 0
        override func encodeRestorableState(with coder: StateCoder) { coder.encode(count, forKey: "count") }
        override func decodeRestorableState(with coder: StateCoder) { count = coder.decodeInteger(forKey: "count") ?? -1 }
    }

    func makeStack() -> (NavigationController, Counter, Counter, Counter) {
        let a = Counter(), b = Counter(), anonymous = Counter()
        a.restorationIdentifier = "A"
        b.restorationIdentifier = "B"
        let nav = NavigationController(rootViewController: a)
        nav.restorationIdentifier = "Nav"
        nav.pushViewController(b, animated: false)
        nav.pushViewController(anonymous, animated: false)
        return (nav, a, b, anonymous)
    }

    @Test func identifiedControllersRoundTripTheirState() {
        let (nav, a, b, anonymous) = makeStack()
        a.count = 3
        b.count = 7
        anonymous.count = 9
        let archive = StateRestoration.encode(nav)
        #expect(archive["Nav/A"] == ["count": "3"])
        #expect(archive["Nav/B"] == ["count": "7"])
        #expect(archive.count == 3, "the navigation controller itself, A and B; the anonymous one is skipped")

        let (fresh, a2, b2, anonymous2) = makeStack()
        #expect(StateRestoration.decode(archive, into: fresh) == 3)
        #expect(a2.count == 3)
        #expect(b2.count == 7)
        #expect(anonymous2.count == 0, "no identifier, nothing restored")
    }

    @Test func missingStateLeavesControllersAlone() {
        let (nav, a, _, _) = makeStack()
        a.count = 5
        #expect(StateRestoration.decode(["Nav/Gone": ["count": "1"]], into: nav) == 0)
        #expect(a.count == 5)
    }
}
