import Testing
import FolioKit
import FolioTesting

@MainActor
@Suite struct StateCoderTests {
    @Test func eachKindRoundTripsUnderItsKey() {
        let coder = StateCoder()
        coder.encode("Inbox", forKey: "title")
        coder.encode(42, forKey: "row")
        coder.encode(-7, forKey: "offset")
        coder.encode(true, forKey: "expanded")
        coder.encode(false, forKey: "collapsed")
        let read = StateCoder(values: coder.values)
        #expect(read.decodeString(forKey: "title") == "Inbox")
        #expect(read.decodeInteger(forKey: "row") == 42)
        #expect(read.decodeInteger(forKey: "offset") == -7)
        #expect(read.decodeBool(forKey: "expanded") == true)
        #expect(read.decodeBool(forKey: "collapsed") == false)
    }

    @Test func missingOrMalformedValuesDecodeAsNil() {
        let coder = StateCoder(values: ["word": "seven"])
        #expect(coder.decodeString(forKey: "absent") == nil)
        #expect(coder.decodeInteger(forKey: "absent") == nil)
        #expect(coder.decodeBool(forKey: "absent") == nil)
        #expect(coder.decodeInteger(forKey: "word") == nil)
    }

    @Test func aLaterEncodeReplacesTheValue() {
        let coder = StateCoder()
        coder.encode(true, forKey: "flag")
        coder.encode(false, forKey: "flag")
        #expect(coder.decodeBool(forKey: "flag") == false)
        #expect(coder.values.count == 1)
    }

    @Test func aBooleanSurvivesRestoration() {
        final class Toggle: ViewController {
            var isOn = false
            override func encodeRestorableState(with coder: StateCoder) { coder.encode(isOn, forKey: "on") }
            override func decodeRestorableState(with coder: StateCoder) { isOn = coder.decodeBool(forKey: "on") ?? false }
        }
        let saved = Toggle()
        saved.restorationIdentifier = "T"
        saved.isOn = true
        let archive = StateRestoration.encode(saved)
        let fresh = Toggle()
        fresh.restorationIdentifier = "T"
        #expect(StateRestoration.decode(archive, into: fresh) == 1)
        #expect(fresh.isOn)
    }
}
