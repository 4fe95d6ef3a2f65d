extension Publisher where Failure == Never {
    /// Sends every value to `target` until the returned subscription is cancelled.
    ///
    /// Only publishers that cannot fail can be bound: a binding has nowhere to put an error, so
    /// turn errors into values first (see `mapLatestTask(_:)`).
    /// The target is held strongly, as a relay bound to another relay must stay alive; use a
    /// ``Binder`` for objects that should not be kept alive by the binding.
    public func bind<Target: BindingTarget>(to target: Target) -> AnyCancellable
    where Target.Value == Output {
        sink { target.accept($0) }
    }
}
