/// A binding target that applies each value to an object it holds weakly.
///
/// The closure receives the target as a parameter, so it never needs to capture the target (or
/// `self`) and cannot form a retain cycle. Once the target is gone, values are dropped: a view
/// that disappears does not keep its subscriptions' work alive.
///
/// ```swift
/// stream.output.isIndicatorHidden
///     .bind(to: Binder(indicatorView) { view, hidden in view.isHidden = hidden })
///     .disposed(by: bag)
/// ```
public struct Binder<Target: AnyObject, Value>: BindingTarget {
    private weak var target: Target?
    private let apply: (Target, Value) -> Void

    /// Creates a binder that calls `apply` with `target` and each value while `target` is alive.
    public init(_ target: Target, apply: @escaping (Target, Value) -> Void) {
        self.target = target
        self.apply = apply
    }

    public func accept(_ value: Value) {
        guard let target else { return }
        apply(target, value)
    }
}
