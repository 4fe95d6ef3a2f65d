/// Holds subscriptions and cancels all of them when it is released.
///
/// Give each owner (a stream, a view controller) one bag as a stored property: when the owner
/// goes away, so does every subscription it made, which also breaks any cycle that runs through
/// a subscription (a relay bound to a pipeline that reads the same relay).
///
/// The bag is RxSwift's name for what Combine spells `Set<AnyCancellable>` and `store(in:)`;
/// every subscription ReelStream makes is an `AnyCancellable`, so either holds it.
public final class DisposeBag {
    private var cancellables: [AnyCancellable] = []

    /// Creates an empty bag.
    public init() {}

    /// Keeps `cancellable` alive until the bag is released.
    public func insert(_ cancellable: AnyCancellable) {
        cancellables.append(cancellable)
    }
}

extension AnyCancellable {
    /// Keeps this subscription alive exactly as long as `bag`.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
