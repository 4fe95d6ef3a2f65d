import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process whose standard output is read while it runs, so that it can be killed at a
/// chosen moment, knowing exactly which lines it had written by then.
///
/// Everything is polled from the test's task (non-blocking reads, `waitpid` with `WNOHANG`,
/// short sleeps), so waiting for a child never blocks a thread of the concurrency pool.
struct ChildProcess {
    /// The executable.
    let path: String

    /// How long a child that has a kill trigger may take before it is treated as hung, killed
    /// and reported.
    static let hangLimit = Duration.seconds(60)

    /// Runs the executable with `arguments` and `input` as its standard input, and kills it
    /// when `trigger` fires (if it has not ended by then), or when the calling task is cancelled.
    func run(_ arguments: [String], input: ChildInput = .nullDevice, killing trigger: KillTrigger?) async throws -> ChildOutcome {
        let output = try ChildPipe()
        let errors = try ChildPipe()
        let clock = ContinuousClock()
        let started = clock.now
        let pid = try spawn(arguments, input: input, output: output.write, errors: errors.write)
        close(output.write)
        close(errors.write)
        defer {
            close(output.read)
            close(errors.read)
        }
        var lines = ChildLines()
        var errorBytes: [UInt8] = []
        var killSent: ContinuousClock.Instant?
        var status: Int32?
        var savedLinesSeen: ContinuousClock.Instant?
        var fileSeen: ContinuousClock.Instant?
        while status == nil {
            drain(output.read, into: &lines.bytes)
            drain(errors.read, into: &errorBytes)
            lines.stampCompleteLines(readAt: clock.now)
            if savedLinesSeen == nil, case .afterSavedLines(let count, _)? = trigger, lines.savedLines >= count {
                savedLinesSeen = clock.now
            }
            if fileSeen == nil, case .afterFileAppears(let prefix, let folder, _)? = trigger,
                (try? FileManager.default.contentsOfDirectory(atPath: folder))?.contains(where: { $0.hasPrefix(prefix) }) == true
            {
                fileSeen = clock.now
            }
            let due = trigger.map {
                Self.fired($0, now: clock.now, started: started, savedLinesSeen: savedLinesSeen, fileSeen: fileSeen)
                    || clock.now - started > Self.hangLimit
            }
            if killSent == nil, due == true || Task.isCancelled {
                killSent = clock.now
                kill(pid, SIGKILL)
            }
            status = reap(pid)
            // Not `try`: a cancelled task still waits here for the child it has just killed. A
            // trigger on a file looks more often: what it waits for may last a few milliseconds.
            let poll: Duration = if case .afterFileAppears? = trigger { .microseconds(100) } else { .milliseconds(1) }
            if status == nil { try? await Task.sleep(for: poll) }
        }
        // The child is gone and held the only write ends, so what it wrote is all in the pipes.
        drain(output.read, into: &lines.bytes)
        drain(errors.read, into: &errorBytes)
        let ended = clock.now
        lines.stampCompleteLines(readAt: ended, includingUnfinished: true)
        let exitStatus = status.flatMap { $0 & 0x7F == 0 ? ($0 >> 8) & 0xFF : nil }
        return ChildOutcome(
            pid: pid, lines: lines.lines, lineReadTimes: lines.readTimes, errors: String(decoding: errorBytes, as: UTF8.self),
            killed: killSent != nil && exitStatus == nil, exitStatus: exitStatus, started: started, killSent: killSent, ended: ended)
    }

    private static func fired(
        _ trigger: KillTrigger, now: ContinuousClock.Instant, started: ContinuousClock.Instant, savedLinesSeen: ContinuousClock.Instant?,
        fileSeen: ContinuousClock.Instant?
    ) -> Bool {
        switch trigger {
        case .afterMilliseconds(let milliseconds):
            now - started >= .milliseconds(milliseconds)
        case .afterSavedLines(_, let milliseconds):
            savedLinesSeen.map { now - $0 >= .milliseconds(milliseconds) } ?? false
        case .afterFileAppears(_, _, let microseconds):
            fileSeen.map { now - $0 >= .microseconds(microseconds) } ?? false
        }
    }

    private func spawn(_ arguments: [String], input: ChildInput, output: Int32, errors: Int32) throws -> pid_t {
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        switch input {
        case .file(let path): posix_spawn_file_actions_addopen(&actions, 0, path, O_RDONLY, 0)
        case .closed: posix_spawn_file_actions_addclose(&actions, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard result == 0 else { throw ChildProcessError(description: "cannot start \(path): \(String(cString: strerror(result)))") }
        return pid
    }

    /// Reads what the non-blocking `descriptor` holds now, stopping when it is empty or ended.
    private func drain(_ descriptor: Int32, into bytes: inout [UInt8]) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                bytes.append(contentsOf: buffer[..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// The child's wait status once it has ended, else nil.
    private func reap(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        return result == pid ? status : nil
    }
}
