/// When a child process gets SIGKILL: after a while, or a while after it has reported some saves.
enum KillTrigger: CustomStringConvertible {
    /// This many milliseconds after it was started.
    case afterMilliseconds(Int)
    /// This many milliseconds after the `count`th `saved` line was read from it.
    case afterSavedLines(Int, thenMilliseconds: Int)
    /// This many microseconds after a file whose name starts with `prefix` was first seen in
    /// `folder` (looked for every time the child is polled).
    case afterFileAppears(prefix: String, in: String, thenMicroseconds: Int)

    var description: String {
        switch self {
        case .afterMilliseconds(let milliseconds): "kill after \(milliseconds) ms"
        case .afterSavedLines(let count, let milliseconds): "kill \(milliseconds) ms after \(count) saved lines"
        case .afterFileAppears(let prefix, _, let microseconds): "kill \(microseconds) µs after a \(prefix)* file appears"
        }
    }
}
