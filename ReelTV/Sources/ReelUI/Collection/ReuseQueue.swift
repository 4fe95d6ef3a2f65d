/// Views waiting to be handed out again, by their exact type, like UIKit's reuse identifiers
/// without the strings: a cell of one type is never handed to a call asking for another.
@MainActor
struct ReuseQueue {
    private var waiting: [ObjectIdentifier: [CollectionReusableView]] = [:]

    /// Takes `view` out of the hierarchy and keeps it for reuse.
    mutating func enqueue(_ view: CollectionReusableView) {
        view.removeFromSuperview()
        waiting[ObjectIdentifier(type(of: view)), default: []].append(view)
    }

    /// A waiting view of exactly `type`, prepared for reuse; `nil` when none waits.
    mutating func dequeue<View: CollectionReusableView>(_ type: View.Type) -> View? {
        guard let view = waiting[ObjectIdentifier(type)]?.popLast() else { return nil }
        view.prepareForReuse()
        return view as? View
    }

    /// How many views wait in total.
    var count: Int { waiting.values.reduce(0) { $0 + $1.count } }
}
