import FoundationEssentials
import FolioKit

/// Tab completion in the `:` prompt: the first Tab completes the common prefix of the matching
/// directory names, reading the directory off the main loop; when several remain, they are
/// listed in the notice row and a further Tab puts the next one in the prompt (Shift-Tab the
/// one before), as zsh's and fish's menu completion do.
extension ItemListViewController {
    /// Tab (`step` 1) or Shift-Tab (-1) in the `:` prompt.
    func completeTypedPath(step: Int) {
        let field = screen.filterField
        if var menu = completionMenu, menu.text == field.text {
            menu.step(by: step)
            show(menu)
            return
        }
        // Pressed again before the names came: counted, and applied when they come.
        if let pending = pendingCompletion, pending.typed == field.text, promptWorker.isBusy {
            pendingCompletion = (pending.typed, pending.steps + step)
            return
        }
        guard let app = window?.application else { return }
        completionMenu = nil
        let typed = field.text
        pendingCompletion = (typed, 0)
        let base = (item as? DirectoryItem)?.path.display ?? FileManager.default.currentDirectoryPath
        let home = context.settings.homeDirectory ?? "/"
        promptWorker.submit(to: app, { _ in PathCompletion.complete(typed, relativeTo: base, home: home) }, completion: { [weak self] outcome in
            guard let self, self.promptKind == .jump, self.screen.filterField.text == typed,
                  case .success(let completion) = outcome else { return }
            let steps = self.pendingCompletion?.steps ?? 0
            self.pendingCompletion = nil
            self.screen.filterField.text = completion.text
            if let problem = completion.problem {
                self.context.notices.notice = problem
            } else if var menu = PathCompletion.Menu(completion) {
                for _ in 0..<abs(steps) { menu.step(by: steps.signum()) }
                self.show(menu)
            } else if completion.candidates.isEmpty {
                self.context.notices.notice = "No directory starts with that"
            }
        })
    }

    /// Puts the menu's choice in the prompt and its candidates in the notice row.
    private func show(_ menu: PathCompletion.Menu) {
        completionMenu = menu
        screen.filterField.text = menu.text
        let width = window?.bounds.width ?? 80
        // The notice row keeps a column on either side.
        context.notices.notice = menu.line(width: max(1, width - 2))
    }

    /// The prompt was edited: `/` typed after a chosen name takes it (the slash is not
    /// doubled), so that Tab completes inside it; any other edit ends the menu.
    func completionTextDidChange(_ text: String) {
        guard let menu = completionMenu, menu.text != text else { return }
        completionMenu = nil
        if menu.index != nil && text == menu.text + "/" { screen.filterField.text = menu.text }
    }

    /// Forgets the candidates (the prompt opened or closed).
    func endCompletion() {
        completionMenu = nil
        pendingCompletion = nil
        promptWorker.cancel()
    }
}
