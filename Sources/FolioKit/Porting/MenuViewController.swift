/// The sheet a bar button's `menu` opens: the menu's actions as a table, submenus as sections.
///
/// Enter performs an action and closes the sheet; Esc closes it.
@MainActor
final class MenuViewController: TableViewController {
    private let sections: [(title: String?, actions: [Action])]

    init(menu: Menu) {
        var sections: [(title: String?, actions: [Action])] = [(nil, [])]
        for element in menu.children {
            if let action = element as? Action {
                sections[0].actions.append(action)
            } else if let submenu = element as? Menu {
                sections.append((submenu.title, submenu.flattenedActions.map(\.action)))
            }
        }
        self.sections = sections.filter { !$0.actions.isEmpty }
        super.init(style: .plain)
        title = menu.title.isEmpty ? "Menu" : menu.title
        modalPresentationStyle = .formSheet
    }

    override func numberOfSections(in tableView: TableView) -> Int { sections.count }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].actions.count }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "action", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].actions[indexPath.row].title
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let action = sections[indexPath.section].actions[indexPath.row]
        dismiss(animated: true) { action.perform() }
    }
}
