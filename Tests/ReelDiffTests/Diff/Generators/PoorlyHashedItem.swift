import ReelDiff
import ReelTestSupport

/// An item whose identity hashes into only a few buckets, so that the diff's hash table sees
/// what `Int` identities almost never give it: many identities with the same hash, hence the
/// same probe chain and the same stored hash bits, told apart only by comparing identities.
struct PoorlyHashedItem: IdentifiableType, Equatable, Sendable, CustomStringConvertible {
    struct Identity: Hashable, Sendable {
        var id: Int

        func hash(into hasher: inout Hasher) {
            hasher.combine(id % 3)
        }
    }

    var item: Item

    var identity: Identity { Identity(id: item.id) }

    var description: String { item.description }
}
