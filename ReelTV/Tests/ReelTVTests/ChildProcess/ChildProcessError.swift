/// A child process could not be started.
struct ChildProcessError: Error, CustomStringConvertible {
    let description: String
}
