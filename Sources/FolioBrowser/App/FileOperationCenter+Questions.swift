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

/// The questions on screen: an alert over everything (`+Alerts`), its answer handed to the
/// operation's thread; Esc stops the operation.
extension FileOperationCenter {
    /// Shows `question` (unless the operation was cancelled meanwhile: then no answer).
    func ask(_ question: FileOperationQuestion, handoff: Handoff<FileOperationAnswer>, in application: Application) {
        guard let running, !running.flag.isCancelled, let root = application.window.rootViewController else {
            return handoff.give(nil)
        }
        let sheet = Self.alert(for: question, title: running.title) { [weak self] answer in
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
}
