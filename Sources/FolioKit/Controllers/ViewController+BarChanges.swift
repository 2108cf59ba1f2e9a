extension ViewController {
    /// This controller's title (or its navigation item's) changed: the containers above hear of
    /// it, the direct one by `childTitleDidChange(_:)`, which a navigation controller answers by
    /// redoing only its bar's title.
    func containerTitleDidChange() {
        childContentDidChange()
        guard let parent else { return }
        parent.childTitleDidChange(self)
        parent.parent?.containerDidChange()
    }

    /// `item`, one of this controller's bar items, was retitled: as `containerTitleDidChange()`,
    /// the direct container hears which item.
    func containerItemDidChange(_ item: BarButtonItem) {
        childContentDidChange()
        guard let parent else { return }
        parent.childBarItemDidChange(item, of: self)
        parent.parent?.containerDidChange()
    }
}
