/// How ``StandInRunLoop`` schedules and awaits its turns: a turn runs as a task on the main
/// actor, at most one is scheduled at a time, and code can wait for the end of the next turn or
/// for the loop to become idle. The loop says what a turn does; this says when it runs.
@MainActor
final class TurnSchedule {
    private let turn: @MainActor () -> Void
    private var isScheduled = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// A schedule that runs `turn` for each scheduled turn.
    init(turn: @escaping @MainActor () -> Void) {
        self.turn = turn
    }

    /// Schedules a turn, unless one is scheduled already.
    func schedule() {
        guard !isScheduled else { return }
        isScheduled = true
        Task { @MainActor [weak self] in
            // A turn run by hand in the meantime took the scheduled one's place.
            guard let self, self.isScheduled else { return }
            self.turn()
        }
    }

    /// Marks the start of a turn, scheduled or run by hand: what is asked for from now on
    /// needs another turn.
    func turnStarted() {
        isScheduled = false
    }

    /// Marks the end of a turn: whoever waited for it goes on.
    func turnEnded() {
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume() }
    }

    /// Suspends until the end of the next turn, scheduling one if none is due.
    func nextTurn() async {
        await withCheckedContinuation { continuation in
            waiters.append(continuation)
            schedule()
        }
    }

    /// Suspends until `isIdle` holds at the end of a turn.
    func settle(until isIdle: () -> Bool) async {
        repeat { await nextTurn() } while !isIdle()
    }
}
