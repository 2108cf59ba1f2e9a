import FolioKit
import FoundationEssentials

/// `!`: a shell command typed in the bottom line, run in the list's directory with the marked
/// items (else the selected one) as its arguments, the terminal handed over and taken back;
/// an empty command opens `$SHELL` there.
extension ItemListViewController {
    /// The program and arguments that run `command` in `folder` with `paths` as `$1`…: `/bin/sh`
    /// changes to the folder (a name starting with `-` is safe after `--`), then runs the command
    /// and waits for Enter so its output can be read; an empty command runs `shell` there.
    ///
    /// The paths are also in `$fx`, one a line, as lf gives them.
    nonisolated static func shellArguments(_ command: String, in folder: RawPath, paths: [RawPath], shell: String) -> [[UInt8]] {
        let enter = #"cd -- "$1" || exit; shift; fx=$(printf '%s\n' "$@"); export fx; "#
        let script = command.isEmpty
            ? enter + #"exec "$FOLIO_SHELL""#
            : enter + command + "\n" + #"printf '\n[%s] Enter returns to folio ' "$?"; read folio_key"#
        let prefix: [[UInt8]] = command.isEmpty
            ? [Array("env".utf8), Array("FOLIO_SHELL=\(shell)".utf8), Array("/bin/sh".utf8)]
            : [Array("/bin/sh".utf8)]
        return prefix + [Array("-c".utf8), Array(script.utf8), Array("folio-shell".utf8), folder.bytes] + paths.map(\.bytes)
    }

    /// Opens the bottom line for a shell command.
    func openShellPrompt() {
        guard item is DirectoryItem else { return }
        openNamePrompt(.shell, prompt: "!", text: "", cursor: 0,
                       placeholder: "a shell command ($1… the marked or selected items); empty: $SHELL here")
    }

    /// Enter in the shell prompt: runs the command with the interface suspended, then reads the
    /// directory again (the command may have changed it).
    func submitShellCommand(_ text: String) {
        closeFilterField(keep: false)
        guard let folder = (item as? DirectoryItem)?.path else { return }
        let shell = context.settings.environment["SHELL"].flatMap { $0.isEmpty ? nil : $0 } ?? "/bin/sh"
        let arguments = Self.shellArguments(text, in: folder, paths: operationTargets, shell: shell)
        let runner = context.programs.runner
        var problem: String?
        if let app = window?.application { app.runOutside { problem = runner.run(arguments) } } else { problem = runner.run(arguments) }
        if let problem { context.notices.notice = TextWidth.visible(problem) }
        rereadAfterOperation()
    }
}
