import FolioKit
import FoundationEssentials

/// The alerts of the file operations, made with FolioKit's `AlertController`: a conflict, a
/// failure, quitting while an operation runs. Esc runs the cancel action (stop, keep working).
extension FileOperationCenter {
    /// The conflict's actions in order: keep both first (the preferred one), stop last (Esc).
    static let conflictActions: [(String, AlertAction.Style, ConflictAnswer)] = [
        ("Keep both", .default, ConflictAnswer(choice: .keepBoth)),
        ("Keep both, for all", .default, ConflictAnswer(choice: .keepBoth, forAll: true)),
        ("Overwrite", .destructive, ConflictAnswer(choice: .overwrite)),
        ("Overwrite, for all", .destructive, ConflictAnswer(choice: .overwrite, forAll: true)),
        ("Skip", .default, ConflictAnswer(choice: .skip)),
        ("Skip, for all", .default, ConflictAnswer(choice: .skip, forAll: true)),
        ("Stop", .cancel, ConflictAnswer(choice: .stop)),
    ]

    /// The actions after a failure: retry first (the preferred one), stop last (Esc).
    static let failureActions: [(String, AlertAction.Style, FailureChoice)] = [
        ("Retry", .default, .retry),
        ("Skip", .default, .skip),
        ("Stop", .cancel, .stop),
    ]

    /// The alert asking `question` of the operation titled `title`; `answer` hears the choice.
    static func alert(for question: FileOperationQuestion, title: String,
                      answer: @escaping (FileOperationAnswer?) -> Void) -> AlertController {
        let alert: AlertController
        switch question {
        case .conflict(let conflict):
            let name = TextWidth.visible(RawPath(bytes: conflict.destination.lastComponent).display)
            let folder = TextWidth.visible(RawPath(bytes: conflict.destination.parentAndName?.parent.lastComponent ?? []).display)
            alert = AlertController(title: "“\(name)” is already in \(folder)",
                                    message: "\(title): keep both names the new one “name (1)”; overwrite puts the old one in the trash.",
                                    preferredStyle: .alert)
            for (label, style, value) in conflictActions {
                alert.addAction(AlertAction(title: label, style: style) { _ in answer(.conflict(value)) })
            }
        case .failure(let error):
            // The name and its folder, not the whole path: a long path would push the reason out.
            let parts = error.path.split(separator: "/")
            let name = TextWidth.visible(String(parts.last ?? Substring(error.path)))
            let folder = parts.count > 1 ? " in " + TextWidth.visible(String(parts[parts.count - 2])) : ""
            alert = AlertController(title: "\(title) “\(name)”\(folder)", message: "\(error.call): \(error.reason). Retry once the cause is fixed.",
                                    preferredStyle: .alert)
            for (label, style, value) in failureActions {
                alert.addAction(AlertAction(title: label, style: style) { _ in answer(.failure(value)) })
            }
        }
        alert.preferredAction = alert.actions.first
        return alert
    }

    /// The question before quitting: keep working (the cancel action, highlighted) or quit and
    /// cancel.
    static func quitAlert(title: String, quit: @escaping () -> Void) -> AlertController {
        let alert = AlertController(title: title, message: "Quitting cancels it: no partial file is left.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Keep working", style: .cancel))
        alert.addAction(AlertAction(title: "Quit and cancel", style: .destructive) { _ in quit() })
        return alert
    }
}
