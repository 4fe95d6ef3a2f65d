import ArgumentParser
import Foundation
import ReelConsole
import ReelTerminal

/// How `reel` tells a failure, for every command: the one place an error becomes what the
/// person reads and the exit status.
///
/// - A mistyped command line (ArgumentParser's parse errors, a `ValidationError`) prints
///   `Error: …` and the command's usage, and exits 64.
/// - Anything else that goes wrong while a command runs — a file that cannot be read or
///   written, a catalog or library at fault, a failed write to standard output — prints one
///   line, `Error: …`, naming the file or thing and what is wrong, and exits 1.
/// - A help request prints the help on standard output and exits 0 (1 if it cannot be written).
///
/// Every message is made safe for a terminal (``ReelConsole/TerminalSafeText``): it may echo
/// anything a person typed or a file held.
enum FailureReport {
    /// The most characters of one line of a message: enough for two full paths and a reason.
    static let lineLimit = 10_000

    /// Reports `error`, thrown by `command` (or by parsing, when `nil`), and exits.
    static func exit(for error: any Error, in command: (any ParsableCommand.Type)? = nil) -> Never {
        let status = Reel.exitCode(for: error)
        var message = Reel.fullMessage(for: error)
        if status == .success {
            var output = FileDescriptorOutput.standardOutput
            print(message, to: &output)
            guard let failure = output.failure else { Foundation.exit(status.rawValue) }
            message = "Error: \(failure)"
        } else if let validation = error as? ValidationError, let command, command != Reel.self {
            // Thrown while the command ran: ArgumentParser would show the root command's usage.
            message = "Error: \(validation.message)\n" + usage(of: command)
        }
        if !message.isEmpty {
            let lines =
                status == .validationFailure
                ? echoesEscaped(in: message).split(separator: "\n", omittingEmptySubsequences: false) : [message[...]]
            var errors = FileDescriptorOutput.standardError
            print(lines.map { $0.terminalSafe(limit: lineLimit) }.joined(separator: "\n"), to: &errors)
        }
        Foundation.exit(status == .success ? ExitCode.failure.rawValue : status.rawValue)
    }

    /// `message` with each argument it echoes in quotes (`The value '5\n6' is invalid…`)
    /// made safe for a terminal: a usage message is shown line by line, so a newline inside an
    /// echoed argument would otherwise pass as a line break of the message itself. An option's
    /// name and value are echoed apart, so the parts of `--name=value` are looked for too.
    static func echoesEscaped(in message: String, arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> String {
        let echoes = arguments.flatMap { argument -> [String] in
            guard argument.hasPrefix("-"), let equals = argument.firstIndex(of: "=") else { return [argument] }
            return [argument, String(argument[..<equals]), String(argument[argument.index(after: equals)...])]
        }
        var escaped = message
        // Longest first, so that a whole argument is escaped before a part of it.
        for echo in Set(echoes).sorted(by: { $0.count > $1.count }) {
            let safe = echo.terminalSafe(limit: TerminalSafeText.echoLimit)
            guard safe != echo else { continue }
            escaped = escaped.replacingOccurrences(of: "'\(echo)'", with: "'\(safe)'")
        }
        return escaped
    }

    /// `Usage: reel demo <options>` and where to read more, as ArgumentParser words it.
    private static func usage(of command: any ParsableCommand.Type) -> String {
        let names = path(to: command, from: Reel.self)?.map { $0._commandName }.joined(separator: " ") ?? Reel._commandName
        return "Usage: \(Reel.usageString(for: command))\n  See '\(names) --help' for more information."
    }

    /// The commands from `root` down to `command`, both included, if `command` is among them.
    private static func path(to command: any ParsableCommand.Type, from root: any ParsableCommand.Type) -> [any ParsableCommand.Type]? {
        if root == command { return [root] }
        for subcommand in root.configuration.subcommands {
            if let path = path(to: command, from: subcommand) { return [root] + path }
        }
        return nil
    }
}
