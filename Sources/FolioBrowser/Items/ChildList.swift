/// The children of an item, made on demand.
///
/// A list asks for the titles it filters by and for the items on screen, so a directory of 100,000
/// names makes a few dozen objects, not 100,000. An item, once made, is kept, so the same row is
/// always the same object.
@MainActor
public final class ChildList {
    /// How many children there are.
    public let count: Int
    private let titleAt: (Int) -> String
    private let makeAt: (Int) -> BrowserItem
    private let matchTextAt: ((Int) -> String)?
    private var made: [Int: BrowserItem] = [:]
    private let indexOfTitle: ((String) -> Int?)?
    /// The children as records with named fields, when they are records (a table of them is
    /// shown); nil for a plain list.
    public var records: RecordColumns?

    /// A list over items that already exist.
    public convenience init(items: [BrowserItem]) {
        self.init(count: items.count, title: { items[$0].title }, make: { items[$0] })
    }

    /// A list whose titles and items are produced when asked for.
    ///
    /// `matchText`, when given, is what the filter searches for each row (a JSON member's name and
    /// value); else the title. `indexOfTitle`, when given, finds a title without reading every
    /// title (a table of millions of rows).
    public init(count: Int, title: @escaping (Int) -> String, make: @escaping (Int) -> BrowserItem,
                matchText: ((Int) -> String)? = nil, indexOfTitle: ((String) -> Int?)? = nil) {
        self.count = count
        self.titleAt = title
        self.makeAt = make
        self.matchTextAt = matchText
        self.indexOfTitle = indexOfTitle
    }

    /// No children.
    public static var empty: ChildList { ChildList(items: []) }

    /// True when there are no children.
    public var isEmpty: Bool { count == 0 }

    /// The child at `index`, made on first use.
    public subscript(index: Int) -> BrowserItem {
        if let known = made[index] { return known }
        let item = makeAt(index)
        made[index] = item
        return item
    }

    /// The title of the child at `index`, without making it when it is not made yet.
    public func title(at index: Int) -> String {
        made[index]?.title ?? titleAt(index)
    }

    /// Every child, made now (for callers that want a plain array).
    public var items: [BrowserItem] { (0..<count).map { self[$0] } }

    /// The first index whose title is `title`.
    public func firstIndex(ofTitle title: String) -> Int? {
        if let indexOfTitle { return indexOfTitle(title) }
        return (0..<count).first { self.title(at: $0) == title }
    }

    /// The text the filter searches in the row at `index`: its title unless the list says more.
    public func matchText(at index: Int) -> String {
        matchTextAt?(index) ?? title(at: index)
    }

    /// The children whose match texts pass `keep`, as a list that shares this one's items.
    public func filtered(_ keep: (String) -> Bool) -> ChildList {
        let indices = (0..<count).filter { keep(matchText(at: $0)) }
        let list = ChildList(count: indices.count, title: { [self] in self.title(at: indices[$0]) }, make: { [self] in self[indices[$0]] },
                             matchText: matchTextAt == nil ? nil : { [self] in self.matchText(at: indices[$0]) })
        list.records = records?.picking(indices)
        return list
    }

    /// The children in the order `order` gives (row numbers of this list: a sort's), as a list
    /// that shares this one's items.
    public func permuted(_ order: [Int32]) -> ChildList {
        let list = ChildList(count: order.count, title: { [self] in self.title(at: Int(order[$0])) }, make: { [self] in self[Int(order[$0])] },
                             matchText: matchTextAt == nil ? nil : { [self] in self.matchText(at: Int(order[$0])) },
                             indexOfTitle: { [self] title in
                                 guard let index = self.firstIndex(ofTitle: title) else { return nil }
                                 return order.firstIndex(of: Int32(index))
                             })
        list.records = records?.picking(order.map { Int($0) })
        return list
    }
}
