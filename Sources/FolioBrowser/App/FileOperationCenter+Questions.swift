import FolioKit
import FoundationEssentials
import Synchronization

/// A question an operation asks the user: a name taken, or a call that failed.
enum FileOperationQuestion: Sendable {
    case conflict(FileConflict)
    case failure(SyscallError)
}

/// The user's answer to a `FileOperationQuestion`.
enum FileOperationAnswer: Sendable {
    case conflict(ConflictAnswer)
    case failure(FailureChoice)
}

/// The operation thread's side of a question: it posts the question to the main loop and
/// sleeps until the answer is handed over (no answer, after a cancel: stop).
final class QuestionAsker: Sendable {
    let application: Application
    weak let center: FileOperationCenter?
    /// The time spent waiting for answers, left out of the rate and the time left.
    let waited = Mutex<Duration>(.zero)

    init(application: Application, center: FileOperationCenter) {
        self.application = application
        self.center = center
    }

    /// Asks `question` on the main loop and waits for the answer; nil when there is none.
    func ask(_ question: FileOperationQuestion) -> FileOperationAnswer? {
        let handoff = Handoff<FileOperationAnswer>()
        let application = self.application
        let start = ContinuousClock.now
        defer { waited.withLock { $0 += ContinuousClock.now - start } }
        application.post { [center] in
            guard let center else { return handoff.give(nil) }
            center.ask(question, handoff: handoff, in: application)
        }
        return handoff.wait()
    }

    /// A conflict's answer; stop when none came.
    func conflict(_ conflict: FileConflict) -> ConflictAnswer {
        if case .conflict(let answer)? = ask(.conflict(conflict)) { return answer }
        return ConflictAnswer(choice: .stop)
    }

    /// A failure's answer; stop when none came.
    func failure(_ error: SyscallError) -> FailureChoice {
        if case .failure(let choice)? = ask(.failure(error)) { return choice }
        return .stop
    }
}

/// The questions on screen: a sheet over everything, its answer handed to the operation's
/// thread; closing it without a choice (Esc) stops the operation.
extension FileOperationCenter {
    /// Shows `question` (unless the operation was cancelled meanwhile: then no answer).
    func ask(_ question: FileOperationQuestion, handoff: Handoff<FileOperationAnswer>, in application: Application) {
        guard let running, !running.flag.isCancelled, let root = application.window.rootViewController else {
            return handoff.give(nil)
        }
        let sheet = Self.sheet(for: question, title: running.title) { [weak self] answer in
            self?.pendingQuestion = nil
            handoff.give(answer)
        }
        pendingQuestion = (sheet, handoff)
        root.present(sheet, animated: false)
    }

    /// Closes the question on screen, answering nothing (the operation stops or was cancelled).
    func dismissQuestion() {
        guard let (sheet, handoff) = pendingQuestion else { return }
        pendingQuestion = nil
        handoff.give(nil)
        if sheet.presentingViewController != nil { sheet.dismiss(animated: false) }
    }

    /// The choices of a conflict, in the sheet's order: keep both first (the default).
    static let conflictChoices: [(ChoiceViewController.Choice, ConflictAnswer)] = [
        (.init(title: "Keep both (the new one: “name (1)”)"), ConflictAnswer(choice: .keepBoth)),
        (.init(title: "Keep both, for all"), ConflictAnswer(choice: .keepBoth, forAll: true)),
        (.init(title: "Overwrite (the old one to the trash)"), ConflictAnswer(choice: .overwrite)),
        (.init(title: "Overwrite, for all"), ConflictAnswer(choice: .overwrite, forAll: true)),
        (.init(title: "Skip (leave this one out)"), ConflictAnswer(choice: .skip)),
        (.init(title: "Skip, for all"), ConflictAnswer(choice: .skip, forAll: true)),
        (.init(title: "Stop (the whole operation)"), ConflictAnswer(choice: .stop)),
    ]

    /// The choices after a failure: retry first (once the cause is fixed).
    static let failureChoices: [(ChoiceViewController.Choice, FailureChoice)] = [
        (.init(title: "Retry (once the cause is fixed)"), .retry),
        (.init(title: "Skip (leave this one out)"), .skip),
        (.init(title: "Stop (the whole operation)"), .stop),
    ]

    /// The sheet asking `question` of the operation titled `title`; `answer` hears the choice,
    /// or nil when it was closed without one.
    static func sheet(for question: FileOperationQuestion, title: String,
                      answer: @escaping (FileOperationAnswer?) -> Void) -> ChoiceViewController {
        let sheet: ChoiceViewController
        switch question {
        case .conflict(let conflict):
            let name = TextWidth.visible(RawPath(bytes: conflict.destination.lastComponent).display)
            let folder = TextWidth.visible(RawPath(bytes: conflict.destination.parentAndName?.parent.lastComponent ?? []).display)
            sheet = ChoiceViewController(title: "\(title): “\(name)” is already in \(folder)", choices: conflictChoices.map(\.0),
                                         selected: 0, hint: "Enter chooses, Esc stops") { index in
                answer(.conflict(conflictChoices[index].1))
            }
        case .failure(let error):
            // The name and its folder, not the whole path: a long path would push the reason out.
            let parts = error.path.split(separator: "/")
            let name = TextWidth.visible(String(parts.last ?? Substring(error.path)))
            let folder = parts.count > 1 ? " in " + TextWidth.visible(String(parts[parts.count - 2])) : ""
            sheet = ChoiceViewController(title: "\(title) “\(name)”\(folder): \(error.reason)", choices: failureChoices.map(\.0),
                                         selected: 0, hint: "Enter chooses, Esc stops") { index in
                answer(.failure(failureChoices[index].1))
            }
        }
        sheet.onDismissWithoutChoice = { answer(nil) }
        sheet.swallowsOtherKeys = true
        return sheet
    }
}
