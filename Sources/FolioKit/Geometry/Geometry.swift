/// A position in terminal cells: `x` is the column, `y` the row, both from zero.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column, from zero at the left.
    public var x: Int
    /// The row, from zero at the top.
    public var y: Int
    /// The origin, column 0 of row 0.
    public static let zero = Point(x: 0, y: 0)
    /// Creates a point at column `x`, row `y`.
    public init(x: Int, y: Int) { self.x = x; self.y = y }
    /// The point as `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}

/// A size in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int
    /// The empty size.
    public static let zero = Size(width: 0, height: 0)
    /// Creates a size of `width` columns by `height` rows.
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    /// The size as `WIDTHxHEIGHT`.
    public var description: String { "\(width)x\(height)" }
}

/// A rectangle of terminal cells.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: Point
    /// The width and height in cells.
    public var size: Size
    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// Creates a rectangle from its column, row, width and height.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    /// The leftmost column inside.
    public var minX: Int { origin.x }
    /// The top row inside.
    public var minY: Int { origin.y }
    /// The first column past the right edge.
    public var maxX: Int { origin.x + size.width }
    /// The first row past the bottom edge.
    public var maxY: Int { origin.y + size.height }
    /// The number of columns covered.
    public var width: Int { size.width }
    /// The number of rows covered.
    public var height: Int { size.height }
    /// True when the rectangle holds no cell.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }
    /// The rectangle as `(x, y, width, height)`.
    public var description: String { "(\(minX), \(minY), \(width), \(height))" }

    /// The cells both rectangles cover; empty (at this origin) when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        if x1 <= x0 || y1 <= y0 { return Rect(x: x0, y: y0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when the cell at `point` lies inside.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `insets`, never to a negative size.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: max(0, width - insets.left - insets.right),
             height: max(0, height - insets.top - insets.bottom))
    }
}

/// Distances in cells from each edge of a rectangle, as UIEdgeInsets.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Rows left clear at the top.
    public var top: Int
    /// Columns left clear at the left.
    public var left: Int
    /// Rows left clear at the bottom.
    public var bottom: Int
    /// Columns left clear at the right.
    public var right: Int
    /// No inset on any edge.
    public static let zero = EdgeInsets()
    /// Creates insets; every edge defaults to zero.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// The insets as `{top, left, bottom, right}`.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }

    /// The sum of two insets, edge by edge.
    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

/// The edges of a rectangle, as UIRectEdge.
public struct RectEdge: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: Int
    /// Creates a set of edges from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = RectEdge(rawValue: 1)
    /// The left edge.
    public static let left = RectEdge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = RectEdge(rawValue: 4)
    /// The right edge.
    public static let right = RectEdge(rawValue: 8)
    /// All four edges.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}
