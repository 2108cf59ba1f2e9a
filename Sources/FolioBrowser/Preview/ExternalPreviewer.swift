import FolioKit

/// Runs the user's previewer as lf does: `previewer PATH WIDTH HEIGHT`, without a shell.
///
/// Its standard output, coloured by SGR sequences, is the preview. It is killed at the time limit
/// or when its output reaches the cap.
enum ExternalPreviewer {
    /// The previewer's output as styled text, or a message saying why there is none.
    static func run(_ command: [String], path: RawPath, options: PreviewOptions,
                    cancellation: CancellationFlag) -> Result<StyledText, PreviewerFailure> {
        let arguments = command.map { Array($0.utf8) } + [path.bytes, Array(String(options.width).utf8), Array(String(options.height).utf8)]
        let output = ChildProcess(bytes: arguments, timeLimit: options.previewerTimeLimit, outputCap: options.previewerOutputCap)
            .run(cancellation: cancellation)
        // The program's own name: a long path would push the reason off the column's edge.
        let name = TextWidth.visible(String((command.first ?? "previewer").split(separator: "/").last ?? "previewer"))
        let limit = FileStatus.humanSize(Int64(options.previewerOutputCap))
        switch output.ending {
        case .exited(0):
            return .success(SGRParser.parse(output.standardOutput, depth: options.colorDepth))
        case .outputCapped:
            var text = SGRParser.parse(output.standardOutput, depth: options.colorDepth)
            text.append("\n… (the previewer's output was cut at \(limit))", style: Style(foreground: .brightBlack))
            return .success(text)
        case .timedOut:
            return .failure(PreviewerFailure(message: "The previewer \(name) took longer than \(formatSeconds(options.previewerTimeLimit)) and was stopped."))
        case .cancelled:
            return .failure(PreviewerFailure(message: "cancelled"))
        case .failedToStart(let message):
            return .failure(PreviewerFailure(message: "The previewer could not start: \(TextWidth.visible(message))."))
        case .exited(let code):
            let reason = output.firstErrorLine.map { ": \($0)" } ?? ""
            return .failure(PreviewerFailure(message: "The previewer \(name) failed (exit status \(code))\(reason)"))
        case .signaled(let signal):
            let reason = output.firstErrorLine.map { ": \($0)" } ?? ""
            return .failure(PreviewerFailure(message: "The previewer \(name) was ended by signal \(signal)\(reason)"))
        }
    }

    private static func formatSeconds(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
