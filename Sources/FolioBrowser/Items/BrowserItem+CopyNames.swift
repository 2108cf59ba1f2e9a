/// Names what `y` and `Y` copy from an item, for the notice ("Sent the jq path to the clipboard: …") and the
/// help ("Copy the value").
///
/// An item that does not say is taken as a file is: its locator is a path, its own text a name.
@MainActor
public protocol CopyNaming: BrowserItem {
    /// What `locator` holds, as a noun: `jq path`, `location`.
    var locatorName: String { get }
    /// What `copyValue` holds, as a noun: `value`, `key`.
    var copyValueName: String { get }
}

/// What `y` (`locator`) and `Y` (`value`) copy from an item, in words.
struct CopyNames: Equatable {
    var locator: String
    var value: String

    /// The words for `item`; a file's (`path`, `name`) without one.
    ///
    /// An item with no locator copies its own text for `y` too, so both keys name that.
    @MainActor
    init(_ item: BrowserItem?) {
        let naming = item as? CopyNaming
        value = naming?.copyValueName ?? "name"
        locator = item != nil && item?.locator == nil ? value : naming?.locatorName ?? "path"
    }
}
