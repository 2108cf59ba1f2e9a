import FolioKit

/// The settings given on the command line, applied last by `Configuration.merging(_:)`; nil
/// means the option was not given.
public struct CommandLineSettings: Equatable, Sendable {
    /// `--layout`.
    public var layout: LayoutOverride?
    /// `--split-width N`.
    public var splitWidth: Int?
    /// `--detail-width N`.
    public var detailWidth: Int?
    /// `--no-restore` gives false.
    public var restores: Bool?
    /// `--mouse` gives true.
    public var mouse: Bool?
    /// `--no-animation` gives false.
    public var animations: Bool?

    /// Settings; pass only the options the user gave.
    public init(layout: LayoutOverride? = nil, splitWidth: Int? = nil, detailWidth: Int? = nil,
                restores: Bool? = nil, mouse: Bool? = nil, animations: Bool? = nil) {
        self.layout = layout
        self.splitWidth = splitWidth
        self.detailWidth = detailWidth
        self.restores = restores
        self.mouse = mouse
        self.animations = animations
    }
}
