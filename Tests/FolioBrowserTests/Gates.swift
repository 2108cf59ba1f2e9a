import Foundation
import Testing

/// Gates a fixture script waits at without polling: each is a FIFO the script reads a line from
/// (`read _ < PATH` blocks in the kernel until `open(_:)` writes one), so the test decides when
/// the script goes on, however fast or slow the machine.
final class Gates {
    /// The folder holding the FIFOs (outside any browsed fixture, so no listing shows them).
    let folder = NSTemporaryDirectory() + "folio-gates-\(UUID().uuidString)"
    private var names: [String] = []
    private var descriptors: [Int32] = []

    /// Makes one FIFO per name.
    init(_ names: String...) {
        self.names = names
        if mkdir(folder, 0o700) != 0 { Issue.record("gates: cannot make \(folder): errno \(errno)") }
        for name in names where mkfifo(path(name), 0o600) != 0 {
            Issue.record("gates: cannot make the FIFO \(name): errno \(errno)")
        }
    }

    /// Where the FIFO `name` is.
    func path(_ name: String) -> String { folder + "/" + name }

    /// Lets the scripts waiting at `name` go on, now and later: the FIFO gets a line for each of
    /// up to 64 passes, and is held open (read and write, which never blocks) until the gates go
    /// away, so the lines wait for readers that come late.
    func open(_ name: String) {
        let descriptor = Glibc.open(path(name), O_RDWR | O_NONBLOCK)
        guard descriptor >= 0 else { Issue.record("gates: cannot open \(name): errno \(errno)"); return }
        descriptors.append(descriptor)
        let lines = [UInt8](repeating: UInt8(ascii: "\n"), count: 64)
        if write(descriptor, lines, lines.count) != lines.count { Issue.record("gates: cannot write to \(name): errno \(errno)") }
    }

    deinit {
        // Any script still waiting is let go, so no previewer outlives its test.
        for name in names { open(name) }
        for descriptor in descriptors { close(descriptor) }
        try? FileManager.default.removeItem(atPath: folder)  // clean-up only
    }
}
