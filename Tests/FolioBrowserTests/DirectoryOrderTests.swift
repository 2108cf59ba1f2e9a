import Testing
@testable import FolioBrowser

/// The order a directory list shows: an index table only when it leaves entries out or moves them.
@Suite struct DirectoryOrderTests {
    static func entries(_ names: [String]) -> DirectoryEntries {
        var entries = DirectoryEntries()
        for name in names { Array(name.utf8).withUnsafeBufferPointer { entries.append($0, kind: .regular) } }
        entries.sort()
        return entries
    }

    @Test func aDirectoryWithoutDotfilesNeedsNoIndexTableWhenTheyAreHidden() throws {
        let plain = Self.entries(["b", "a", "c"])
        let order = try DirectoryOrder.make(plain, in: RawPath("/nowhere"), sortOrder: .name, showsHidden: false)
        #expect(order.indices == nil, "every entry shows, in name order: 8 bytes an entry saved")
        let dotted = Self.entries(["b", ".a", "c"])
        let hiding = try DirectoryOrder.make(dotted, in: RawPath("/nowhere"), sortOrder: .name, showsHidden: false)
        #expect(hiding.indices.map { $0.map { dotted.title($0) } } == ["b", "c"])
        let reversed = try DirectoryOrder.make(plain, in: RawPath("/nowhere"), sortOrder: .name, showsHidden: false, reversesOrder: true)
        #expect(reversed.indices.map { $0.map { plain.title($0) } } == ["c", "b", "a"])
    }
}
