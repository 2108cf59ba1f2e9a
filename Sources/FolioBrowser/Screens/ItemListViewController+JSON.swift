import FolioKit

extension JSONItem: ListCommandProviding, DetailCommandProviding {
    /// The JSON keys of a list of this value's members: `f`, `v`, `n`, `N`.
    public func keyCommands(for list: ItemListViewController) -> [KeyCommand] { list.jsonCommands(session) }

    /// `v` in the detail: the raw JSON or the summary of this value.
    public func keyCommands(for detail: ItemDetailViewController) -> [KeyCommand] {
        [KeyCommand(command: .raw, title: session.showsRaw ? "Show the summary" : "Show raw JSON") { [weak self, weak detail] in
            guard let self, let detail else { return }
            self.session.showsRaw.toggle()
            detail.textView.text = self.detailText()
        }]
    }
}

extension JSONFileItem: ListCommandProviding {
    /// The JSON keys of the document's top list, once it has loaded.
    public func keyCommands(for list: ItemListViewController) -> [KeyCommand] {
        guard let session else { return [] }
        return list.jsonCommands(session)
    }
}

/// JSON keys on any list of a document: `f` deep search, `v` raw view, `n`/`N` next result.
extension ItemListViewController {
    func jsonCommands(_ session: JSONSession) -> [KeyCommand] {
        let stepsResults = session.search.map { !$0.hits.isEmpty } == true && lastPattern.isEmpty
        return [
            KeyCommand(command: .search, title: "Search the whole document") { [weak self] in self?.openJSONSearch(session) },
            KeyCommand(command: .raw, title: session.showsRaw ? "Show summaries" : "Show raw JSON") { [weak self] in
                session.showsRaw.toggle()
                self?.refreshJSONDetail()
            },
            KeyCommand(command: .nextMatch, title: "Next search result", isEnabled: stepsResults) { [weak self] in self?.stepJSONResult(session, by: 1) },
            KeyCommand(command: .previousMatch, title: "Previous search result", isEnabled: stepsResults) { [weak self] in self?.stepJSONResult(session, by: -1) },
        ]
    }

    /// Pushes the deep-search screen over this list.
    func openJSONSearch(_ session: JSONSession) {
        let root = jsonRootList()
        let scopes = Self.searchScopes(session, rootItem: root?.item)
        let search = JSONSearchViewController(session: session, scopes: scopes, onJump: { [weak root] hit in root?.jumpToJSON(hit) },
                                              onSelect: { [weak self] hit in self?.previewJSONHit(hit, session: session) })
        show(search, sender: self)
    }

    /// Side by side, shows the record a deep-search hit is in (the object or array holding it;
    /// the hit's row shows the value already), or the hit itself when it is a top-level value.
    func previewJSONHit(_ hit: JSONSearchHit, session: JSONSession) {
        guard let split = splitViewController, !split.isCollapsed else { return }
        let container = session.document.parent(of: hit.node)
        let node = container ?? hit.node
        let current = (split.viewController(for: .secondary) as? NavigationController)?.topViewController
        if let shown = (current as? ItemDetailViewController)?.item as? JSONItem, shown.session === session, shown.node == node { return }
        // Titled as the list along the hit's path titles it (the top level by the file's name).
        let label = (container == nil ? hit.titles.last : hit.titles.dropLast().last) ?? jsonRootList()?.item.title
        let item = JSONItem(session: session, node: node, label: label)
        showDetailViewController(Browser.preview(for: item, context: context, replacing: current), sender: self)
    }

    /// The top-level values to search, with the titles the top list gives them.
    static func searchScopes(_ session: JSONSession, rootItem: BrowserItem?) -> JSONSearch.Scopes {
        let document = session.document
        if let file = rootItem as? JSONFileItem, let lines = file.linesDocument { return .lines(lines.lines) }
        if !document.kind(of: document.root).isContainer { return .values([JSONSearch.Scope(node: document.root, titles: [rootItem?.title ?? "."])]) }
        return .values([JSONSearch.Scope(node: document.root)])
    }

    /// The list of the document's top level in this navigation stack.
    func jsonRootList() -> ItemListViewController? {
        let lists = (navigationController?.viewControllers ?? []).compactMap { $0 as? ItemListViewController }
        return lists.first { $0.item is JSONFileItem || (($0.item as? JSONItem).map { $0.document.parent(of: $0.node) == nil } ?? false) }
    }

    /// Rebuilds the stack from this (top) list down to the hit, selecting it.
    func jumpToJSON(_ hit: JSONSearchHit) {
        _ = navigationController?.popToViewController(self, animated: false)
        if !filterText.isEmpty { closeFilterField(keep: false) }
        lastPattern = ""
        descend(through: hit.titles)
    }

    /// `n` / `N`: the next or previous deep-search hit, wrapping around.
    func stepJSONResult(_ session: JSONSession, by step: Int) {
        guard var results = session.search, !results.hits.isEmpty, let root = jsonRootList() else { return }
        let count = results.hits.count
        let next = ((results.current ?? (step > 0 ? -1 : 0)) + step + count) % count
        results.current = next
        session.search = results
        root.jumpToJSON(results.hits[next])
        context.notices.notice = "\(next + 1)/\(count): \(results.hits[next].path)"
    }

    /// Shows the selected row's detail again (after `v`), when the detail column is on screen.
    func refreshJSONDetail() {
        guard let split = splitViewController, !split.isCollapsed, let item = selectedItem else { return }
        showDetailViewController(ItemDetailViewController(item: item, context: context), sender: self)
    }
}
