"""The mutants of Scripts/mutants.py: one behaviour change each, in FolioKit, FolioTerminal's
pure parts and FolioBrowser. `file` is a path (or glob) under the repository, `old` an exact
piece of source unique in that file, `new` its replacement, `why` what the change breaks.
The first twelve are the changes issue 9 found surviving; the rest are our own."""

K = "Sources/FolioKit/"
B = "Sources/FolioBrowser/"
T = "Sources/FolioTerminal/"


def m(file, old, new, why):
    return {"file": file, "old": old, "new": new, "why": why}


MUTANTS = [
    # Issue 9's survivors.
    m(K + "Navigation/NavigationController.swift", "var current = presentedViewController ?? topViewController",
      "var current: ViewController? = nil", "visibleViewController returns nil"),
    m(K + "Split/SplitLayout.swift", "let clamped = min(max(preferred, minimum), max(minimum, maximum))",
      "let clamped = preferred", "minimum and maximum primary widths ignored"),
    m(K + "Controllers/ViewController.swift", "public var isBeingPresented: Bool { beingPresented }",
      "public var isBeingPresented: Bool { false }", "isBeingPresented always false"),
    m(K + "Controllers/ViewController.swift", "public var isBeingDismissed: Bool { beingDismissed }",
      "public var isBeingDismissed: Bool { false }", "isBeingDismissed always false"),
    m(K + "Navigation/NavigationContainerView.swift", "top.view.safeAreaInsets = frames.insets + top.additionalSafeAreaInsets",
      "top.view.safeAreaInsets = frames.insets", "additionalSafeAreaInsets ignored"),
    m(K + "Navigation/NavigationController.swift", "if stack.count > 1 && !item.hidesBackButton && ",
      "if stack.count > 1 && ", "hidesBackButton ignored"),
    m(K + "Navigation/NavigationController.swift",
      "public func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }",
      "public func setToolbarHidden(_ hidden: Bool, animated: Bool) {}", "setToolbarHidden does nothing"),
    m(K + "Controllers/ViewController+Presentation.swift",
      "        viewController.beingPresented = false\n        window.setNeedsDisplay()\n        completion?()",
      "        viewController.beingPresented = false\n        window.setNeedsDisplay()", "present's completion never called"),
    m(K + "Controllers/StateCoder.swift", 'values[key].map { $0 == "1" }', 'values[key].map { $0 != "1" }',
      "StateCoder.decodeBool inverted"),
    m(K + "Application/Window.swift", "if let notice, bounds.height > 0 {", "if let notice, bounds.height < 0 {",
      "the notice bar not drawn"),
    m(K + "Views/ListView.swift", "surface.highlight(rect, adding: [.reverse, .bold])", "surface.highlight(rect, adding: .underline)",
      "the focused row's highlight turns into underline"),
    m(K + "Views/ScrollIndicator.swift", "style: inThumb ? Style(.bold) : Style(foreground: .brightBlack, attributes: .dim))",
      "style: .plain)", "the scroll indicator loses its style"),

    # FolioKit: controllers and containers.
    m(K + "Controllers/ViewController+Presentation.swift",
      "        target.beingDismissed = false\n        window?.setNeedsDisplay()\n        completion?()",
      "        target.beingDismissed = false\n        window?.setNeedsDisplay()", "dismiss's completion never called"),
    m(K + "Controllers/ViewController+Appearance.swift",
      "guard appearanceState == .disappeared || appearanceState == .disappearing else { return }", "",
      "viewWillAppear can be sent twice in a row"),
    m(K + "Controllers/ViewController+Containment.swift", "if child.parent === self { return }", "",
      "addChild of a child already there adds it twice"),
    m(K + "Controllers/ViewController.swift", "public var isMovingToParent: Bool { movingToParent }",
      "public var isMovingToParent: Bool { false }", "isMovingToParent always false"),
    m(K + "Navigation/NavigationController.swift", "guard viewControllers.count > 1 else { return nil }",
      "guard viewControllers.count > 0 else { return nil }", "pop at the root pops the root"),
    m(K + "Navigation/NavigationController.swift", "] + (isToolbarShown ? toolbar.items : []).compactMap(itemCommand)",
      "] + toolbar.items.compactMap(itemCommand)", "a hidden toolbar's keys still work"),
    m(K + "Navigation/NavigationController.swift", "if top.hidesBottomBarWhenPushed && viewControllers.count > 1 { return false }",
      "", "hidesBottomBarWhenPushed ignored"),
    m(K + "Navigation/NavigationBar.swift", "> max(6, width / 3) { return \"‹ Back\" }", "> max(6, width / 2) { return \"‹ Back\" }",
      "the back button shortens to Back later than a third of the bar"),
    m(K + "Navigation/Toolbar.swift", "items[$0].priority < items[$1].priority ||", "items[$0].priority > items[$1].priority ||",
      "a narrow toolbar drops its most important item first"),
    m(K + "Navigation/Toolbar.swift", "if item.style == .done { style = style.adding(.bold) }", "",
      "a done item is not bold"),
    m(K + "Navigation/Toolbar.swift", "if !item.isEnabled { style = style.adding(.dim) }", "",
      "a disabled item is not dimmed"),
    m(K + "Navigation/BarButtonItem.swift", "guard isEnabled else { return }", "", "a disabled item can be pressed"),
    m(K + "Split/SplitLayout.swift", "return traits.orientation == .landscape ? .allVisible : .primaryHidden",
      "return traits.orientation == .landscape ? .primaryHidden : .allVisible", "automatic resolves the wrong way round"),
    m(K + "Split/SplitViewController.swift", "if column == .primary && !isPrimaryVisible { return }", "",
      "a hidden primary can take the focus"),
    m(K + "Split/SplitViewController.swift", 'KeyCommand([.tab, .backTab], title: "Switch column", isEnabled: bothShown)',
      'KeyCommand([.tab, .backTab], title: "Switch column", isEnabled: true)', "Tab switches to a column that is not shown"),
    m(K + "Controllers/TraitCollection.swift", "case .auto: horizontal = size.width >= regularWidth ? .regular : .compact",
      "case .auto: horizontal = size.width > regularWidth ? .regular : .compact", "exactly 80 columns is compact"),
    m(K + "Controllers/TraitCollection.swift", "orientation: size.width >= 2 * size.height ? .landscape : .portrait)",
      "orientation: size.width >= size.height ? .landscape : .portrait)", "orientation ignores the cell's shape"),
    m(K + "Controllers/HelpViewController.swift", "&& !$0.keys.allSatisfy(seenKeys.contains) }", "}",
      "help lists a command again under a responder further up"),

    # FolioKit: input, drawing, text.
    m(K + "Application/Window.swift", "        setNeedsDisplay()\n        notice = nil\n        if let capture = keyCapture {",
      "        setNeedsDisplay()\n        if let capture = keyCapture {", "a key does not clear the notice"),
    m(K + "Application/Application.swift", 'if key == .character("Q") || key == .character("q") { quit() }', "",
      "q does not quit when the terminal is too small"),
    m(K + "Views/ListView.swift", "let page = max(1, visibleRowCount - 1)", "let page = max(1, visibleRowCount)",
      "a page moves a whole screen, losing the row of context"),
    m(K + "Views/ListView.swift", "case .wheelDown: selectRow((selectedRow ?? 0) + 3)", "case .wheelDown: selectRow((selectedRow ?? 0) + 1)",
      "the wheel moves one row"),
    m(K + "Views/ListView.swift", "            if row == selectedRow {\n", "            if false {\n",
      "a click on the selected row does not open it"),
    m(K + "Views/ListView.swift", "if changed && notify { delegate?.listView(self, didSelectRowAt: clamped) }",
      "if notify { delegate?.listView(self, didSelectRowAt: clamped) }", "the delegate hears selections that did not change"),
    m(K + "Views/ListView.swift", "surface.highlight(rect, adding: [.reverse, .dim])", "surface.highlight(rect, adding: [.reverse, .bold])",
      "the unfocused selection looks focused"),
    m(K + "Text/TextWidth.swift", "if used + w > budget { break }", "if used + w > budget + 1 { break }",
      "truncation overflows the width by a column"),
    m(K + "Text/TextWidth.swift", 'if v < 0x20 { return "^" + String(UnicodeScalar(UInt8(v + 0x40))) }',
      'if v < 0x20 { return String(UnicodeScalar(UInt8(v + 0x40))) }', "control characters lose their caret"),
    m(K + "Text/LineWrapper.swift", "            breakAfter = line.count\n", "",
      "wrapping cuts words instead of breaking at spaces"),
    m(K + "Text/LineWrapper.swift", "            if lineWidth + unit.width > width { endLine() }\n", "",
      "a carried word plus a wide character overflows the line"),
    m(K + "Drawing/CellGrid.swift", "if glyph.width == 2 && (x < area.minX || x + 1 >= area.maxX) {",
      "if glyph.width == 2 && x < area.minX {", "a wide glyph at the clip's right edge is drawn half outside"),
    m(K + "Views/ScrollIndicator.swift", "let size = max(1, track * visible / total)", "let size = max(2, track * visible / total)",
      "the thumb is too big for a long list"),

    # FolioTerminal's pure parts.
    m(T + "KeyDecoder.swift", "case 8, 127: return .backspace", "case 127: return .backspace", "Ctrl-H is not backspace"),
    m(T + "KeyDecoder.swift", "case 1...26: return .ctrl(Character(UnicodeScalar(UInt8(code) + 96)))",
      "case 1...26: return .ctrl(Character(UnicodeScalar(UInt8(code) + 64)))", "control keys decode as upper case"),
    m(T + "TerminalError.swift", "; set it to your terminal's type, for example TERM=xterm-256color",
      "", "the TERM-unset error does not say what to do"),

    # FolioBrowser.
    # (Dropping EACCES from this case is an equivalent mutant now: the default lower-cases
    # strerror's "Permission denied" into the same words.)
    m(B + "System/ErrorText.swift", 'case EACCES, EPERM: return "permission denied"', 'case EACCES, EPERM: return "not allowed"',
      "permission denied is reported in other words"),
    m(B + "FileSystem/DirectoryListing.swift", 'bytes[Int(starts[index])] == UInt8(ascii: ".")', 'bytes[Int(starts[index])] == UInt8(ascii: "_")',
      "dotfiles are not hidden"),
    m(B + "FileSystem/NaturalOrder.swift", "if lengthA != lengthB { return lengthA - lengthB }", "",
      "natural order compares numbers digit by digit (file10 before file2)"),
    m(B + "FileSystem/NaturalOrder.swift", "@inline(__always) private static func lower(_ c: UInt8) -> UInt8 { c >= 65 && c <= 90 ? c + 32 : c }",
      "@inline(__always) private static func lower(_ c: UInt8) -> UInt8 { c }", "natural order is case-sensitive"),
    m(B + "FileSystem/DirectoryOrder.swift", "if keys[a] != keys[b] { return keys[a] > keys[b] }",
      "if keys[a] != keys[b] { return keys[a] < keys[b] }", "size and time sorts put the smallest first"),
    m(B + "ItemListViewController+Actions.swift", "let sensitive = pattern.contains(where: { $0.isUppercase })",
      "let sensitive = false", "a pattern with a capital matches case-insensitively"),
    m(B + "ItemListViewController+Actions.swift", "let options: String.CompareOptions = sensitive ? [] : [.caseInsensitive]",
      "let options: String.CompareOptions = []", "a lower-case filter is case-sensitive"),
    m(B + "JSON/*.swift", "case 0x6E: out.append(0x0A)", "case 0x6E: out.append(0x20)", "JSON \\n decodes as a space"),
    m(B + "FileSystem/FilePreview.swift", "public static let headLength = 64 * 1024", "public static let headLength = 640 * 1024",
      "previews read ten times more of a large file"),
]
