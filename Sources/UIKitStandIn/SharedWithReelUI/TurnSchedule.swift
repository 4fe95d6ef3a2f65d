/// What every headless run loop does the same way around its turns: a turn runs as a task on
/// the main actor, at most one is scheduled at a time, and code can wait for the end of the
/// next turn or for the loop to become idle.
///
/// ReelUI's `MainLoop` and the UIKit stand-in's run loop differ in what a turn does, not in
/// how turns are scheduled and awaited; both hand their turn to one of these (this folder is
/// compiled into both modules).
@MainActor
package final class TurnSchedule {
    private let turn: @MainActor () -> Void
    private var isScheduled = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// A schedule that runs `turn` for each scheduled turn.
    package init(turn: @escaping @MainActor () -> Void) {
        self.turn = turn
    }

    /// Schedules a turn, unless one is scheduled already.
    package func schedule() {
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
    package func turnStarted() {
        isScheduled = false
    }

    /// Marks the end of a turn: whoever waited for it goes on.
    package func turnEnded() {
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume() }
    }

    /// Suspends until the end of the next turn, scheduling one if none is due.
    package func nextTurn() async {
        await withCheckedContinuation { continuation in
            waiters.append(continuation)
            schedule()
        }
    }

    /// Suspends until `isIdle` holds at the end of a turn.
    package func settle(until isIdle: () -> Bool) async {
        repeat { await nextTurn() } while !isIdle()
    }
}
