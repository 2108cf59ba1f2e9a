extension NavigationController {
    /// The bar content for a stack: a pure function of the controllers' items and titles.
    public static func barContent(for stack: [ViewController]) -> NavigationBar.Content {
        guard let top = stack.last else { return NavigationBar.Content() }
        let item = top.navigationItem
        var content = NavigationBar.Content(title: item.title ?? top.title ?? "")
        let showsLeftItems = item.leftBarButtonItems.contains { !$0.isHidden }
        if stack.count > 1 && !item.hidesBackButton && (!showsLeftItems || item.leftItemsSupplementBackButton) {
            let previous = stack[stack.count - 2]
            let back = previous.navigationItem
            if let custom = back.backBarButtonItem {
                content.backTitle = custom.title
                content.isDefaultBackButton = false
            } else {
                switch back.backButtonDisplayMode {
                case .default: content.backTitle = back.backButtonTitle ?? back.title ?? previous.title ?? "Back"
                case .generic: content.backTitle = "Back"
                case .minimal: content.backTitle = ""
                }
            }
        }
        content.leftItems = shownLabels(of: item.leftBarButtonItems)
        content.rightItems = shownLabels(of: item.rightBarButtonItems)
        content.prompt = item.prompt
        return content
    }

    /// The labels of the items that are not hidden, in one pass (no list of the items between).
    private static func shownLabels(of items: [BarButtonItem]) -> [String] {
        var labels: [String] = []
        guard !items.isEmpty else { return labels }
        labels.reserveCapacity(items.count)
        for item in items where !item.isHidden { labels.append(item.label) }
        return labels
    }
}
