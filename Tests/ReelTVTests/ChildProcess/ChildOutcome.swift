/// How a child process ended and what it wrote.
struct ChildOutcome {
    /// Every line it wrote to standard output before it ended.
    var lines: [String]
    /// What it wrote to standard error.
    var errors: String
    /// Whether it was killed with SIGKILL before it ended by itself.
    var killed: Bool
    /// Its exit status, when it exited rather than being killed.
    var exitStatus: Int32?
}
