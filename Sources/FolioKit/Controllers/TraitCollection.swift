/// How much room there is along one axis (UIUserInterfaceSizeClass).
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case unspecified, compact, regular
}

/// The shape of the terminal, from its size in cells.
public enum InterfaceOrientation: Hashable, Sendable {
    case portrait, landscape
}

/// The environment a controller lays out for (UITraitCollection's role).
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// How much room there is across: compact stacks the columns, regular puts them side by side.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// How much room there is down: compact when the terminal is short.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// Whether the terminal is taller or wider, counted in cells.
    public var orientation: InterfaceOrientation

    /// Creates a trait collection.
    public init(horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UserInterfaceSizeClass = .unspecified,
                orientation: InterfaceOrientation = .landscape) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.orientation = orientation
    }

    /// The traits as `h:regular v:regular landscape`, for logs and test failures.
    public var description: String {
        "h:\(horizontalSizeClass) v:\(verticalSizeClass) \(orientation)"
    }
}

/// A forced layout, from `--layout`.
public enum LayoutOverride: String, Hashable, Sendable, CaseIterable {
    /// Follow the terminal's width.
    case auto
    /// Always horizontally regular: columns side by side.
    case split
    /// Always horizontally compact: one navigation stack.
    case stack
}

/// The pure rule from terminal size to traits.
public struct TraitRules: Hashable, Sendable {
    /// Columns from which the terminal is horizontally regular.
    public var regularWidth: Int
    /// Rows below which the terminal is vertically compact.
    public var compactHeight: Int
    /// A forced horizontal size class.
    public var layout: LayoutOverride

    /// Regular at 80 columns or more, vertically compact under 16 rows, no override.
    public static let standard = TraitRules()

    /// Creates rules.
    public init(regularWidth: Int = 80, compactHeight: Int = 16, layout: LayoutOverride = .auto) {
        self.regularWidth = regularWidth
        self.compactHeight = compactHeight
        self.layout = layout
    }

    /// The traits of a terminal of `size`.
    ///
    /// Landscape when columns >= 2 x rows (a cell is about twice as tall as it is wide).
    public func traits(for size: Size) -> TraitCollection {
        let horizontal: UserInterfaceSizeClass
        switch layout {
        case .auto: horizontal = size.width >= regularWidth ? .regular : .compact
        case .split: horizontal = .regular
        case .stack: horizontal = .compact
        }
        return TraitCollection(
            horizontalSizeClass: horizontal,
            verticalSizeClass: size.height < compactHeight ? .compact : .regular,
            orientation: size.width >= 2 * size.height ? .landscape : .portrait)
    }
}
