/// Runs a dispatcher's deliveries one at a time, each to its end: an action reaching every
/// store, and each store's new state reaching every subscriber.
///
/// Work started while a delivery is under way (a subscriber dispatching, or refreshing a store)
/// waits its turn, first in first out, and the outermost call runs it once the current delivery
/// has returned: a trampoline. Delivery is therefore never re-entered, so every subscriber sees
/// the states in the order they were reduced, and however many dispatches nest, the stack stays
/// as deep as one delivery. Combine's subjects deliver re-entrantly: a state sent while one is
/// being delivered would reach the subscribers not yet served before the older one, which
/// would then be the last they saw.
///
/// Main-actor isolation serializes every call, so the queue needs no lock.
@MainActor
final class DeliveryQueue {
    /// Deliveries waiting for the one under way, oldest first.
    private var waiting: [() -> Void] = []
    private var isDelivering = false

    /// Runs `delivery` now, or, when called during a delivery, once that delivery and those
    /// waiting before this one have run.
    func run(_ delivery: @escaping () -> Void) {
        guard !isDelivering else {
            waiting.append(delivery)
            return
        }
        isDelivering = true
        defer { isDelivering = false }
        delivery()
        // Each round runs what the one before queued, so a chain of dispatches holds one
        // round's closures at a time rather than every one it made.
        while !waiting.isEmpty {
            let round = waiting
            waiting.removeAll()
            for delivery in round { delivery() }
        }
    }
}
