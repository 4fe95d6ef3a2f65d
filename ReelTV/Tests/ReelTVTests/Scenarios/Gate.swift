/// Holds callers back while closed: a server whose answers a test releases when it wants to.
actor Gate {
    private var isOpen = true
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Returns at once while open; while closed, when the gate opens.
    func pass() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Opens the gate (letting every waiting caller through) or closes it.
    func set(open: Bool) {
        isOpen = open
        guard open else { return }
        let released = waiting
        waiting = []
        for caller in released { caller.resume() }
    }
}
