/// A child's standard output as it arrives: the bytes read so far, and each whole line with the
/// moment the parent had read it.
struct ChildLines {
    /// Everything read so far.
    var bytes: [UInt8] = []
    /// The non-empty lines stamped so far.
    private(set) var lines: [String] = []
    /// When each of ``lines`` had been read.
    private(set) var readTimes: [ContinuousClock.Instant] = []
    /// How many of ``lines`` are `saved` lines.
    private(set) var savedLines = 0
    /// Where the first line not yet stamped starts in ``bytes``.
    private var unstamped = 0

    /// Stamps the lines that ``bytes`` now holds whole (each is written in one write, so a whole
    /// line is one the child has finished) with `readAt`, a moment after they were read; and
    /// the unfinished last line too, `includingUnfinished`, once the child has ended.
    mutating func stampCompleteLines(readAt: ContinuousClock.Instant, includingUnfinished: Bool = false) {
        while unstamped < bytes.count {
            let newline = bytes[unstamped...].firstIndex(of: UInt8(ascii: "\n"))
            guard newline != nil || includingUnfinished else { return }
            let end = newline ?? bytes.count
            let line = String(decoding: bytes[unstamped..<end], as: UTF8.self)
            unstamped = end + 1
            guard !line.isEmpty else { continue }
            lines.append(line)
            readTimes.append(readAt)
            if line.hasPrefix("saved ") { savedLines += 1 }
        }
    }
}
