import Foundation

extension StreamListStates {
    /// What a state is made of: how many items it holds, and how many of them repeat an
    /// identity an item before them has. The stream is meant to keep its first state's shape,
    /// so the report gives its last state's to show that it did.
    struct Shape: Sendable, Equatable {
        let items: Int
        let repeats: Int
    }

    /// The shape of `state`.
    static func shape(of state: [BenchSection]) -> Shape {
        var seen = Set<UUID>()
        var items = 0
        for section in state {
            items += section.items.count
            seen.formUnion(section.items.lazy.map(\.id))
        }
        return Shape(items: items, repeats: items - seen.count)
    }
}
