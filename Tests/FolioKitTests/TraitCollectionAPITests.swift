import Testing
import FolioKit
import FolioTesting

@MainActor
@Suite struct TraitCollectionAPITests {
    @Test func theDefaultsAreUnspecifiedAndLandscape() {
        let traits = TraitCollection()
        #expect(traits.horizontalSizeClass == .unspecified)
        #expect(traits.verticalSizeClass == .unspecified)
        #expect(traits.orientation == .landscape)
    }

    @Test func eachAxisIsKeptAndDescribed() {
        let traits = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, orientation: .portrait)
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.orientation == .portrait)
        #expect(traits.description == "h:compact v:regular portrait")
        #expect(traits != TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, orientation: .portrait))
    }

    @Test func controllersGetTheWindowsTraitsAndHearChanges() {
        let log = LifecycleLog()
        let root = RecordingViewController("R", log: log)
        let harness = ScreenHarness(root: root, size: Size(width: 100, height: 30))
        #expect(root.traitCollection == TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, orientation: .landscape))
        _ = log.take()
        harness.resize(to: Size(width: 60, height: 40))
        #expect(root.traitCollection.horizontalSizeClass == .compact)
        #expect(root.traitCollection.orientation == .portrait)
        #expect(log.take() == ["R.viewWillTransition(60x40)", "R.traitCollectionDidChange(compact)"])
        harness.resize(to: Size(width: 61, height: 40))
        #expect(log.take() == ["R.viewWillTransition(61x40)"], "same traits: no change call")
        harness.resize(to: Size(width: 61, height: 10))
        #expect(root.traitCollection.verticalSizeClass == .compact)
    }
}
