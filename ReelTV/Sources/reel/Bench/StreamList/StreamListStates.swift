import Foundation
import ReelDiff

/// The states of `reel bench stream-list`: a list of `size` items in ten sections, each state
/// the one before with about 1% of its items edited, generated from a fixed seed.
///
/// Of the edits, 30% update an item, 20% delete one, 20% insert a new one, 10% insert a
/// duplicate of an item already in the list (in any section), 10% move an item within its
/// section and 10% move one to another section. The first state already repeats one identity
/// in two hundred. Each state is built in one pass over the list, so that making it costs far
/// less than showing it.
struct StreamListStates: Sendable {
    /// The sections of every state.
    static let sectionCount = 10

    /// The share of the items each state edits.
    static let editedShare = 0.01

    private var random: SeededGenerator
    /// The last state made.
    private(set) var current: [BenchSection]
    private let editsPerState: Int

    /// The first state, of `size` items.
    init(size: Int, seed: UInt64) {
        random = SeededGenerator(seed: seed)
        var sections: [BenchSection] = []
        var made: [BenchItem] = []
        made.reserveCapacity(size)
        for section in 0..<Self.sectionCount {
            let count = size / Self.sectionCount + (section < size % Self.sectionCount ? 1 : 0)
            var items: [BenchItem] = []
            items.reserveCapacity(count)
            for _ in 0..<count {
                let id = !made.isEmpty && Int.random(in: 0..<200, using: &random) == 0
                    ? made[Int.random(in: made.indices, using: &random)].id : UUID(using: &random)
                items.append(BenchItem(id: id, revision: 0))
                made.append(items[items.count - 1])
            }
            sections.append(BenchSection(model: UUID(using: &random), items: items))
        }
        current = sections
        editsPerState = max(1, Int((Double(size) * Self.editedShare).rounded()))
    }

    /// The next state: the current one with its edits.
    mutating func next() -> [BenchSection] {
        var removed = [Set<Int>](repeating: [], count: current.count)
        var inserted = [[(position: Int, item: BenchItem)]](repeating: [], count: current.count)
        for _ in 0..<editsPerState {
            let section = Int.random(in: current.indices, using: &random)
            let count = current[section].items.count
            var kind = Int.random(in: 0..<10, using: &random)
            if count == 0 && kind != 7 { kind = 5 }  // an empty section can only gain an item
            switch kind {
            case 5..<8:
                let item: BenchItem
                if kind == 7 {
                    let other = current[Int.random(in: current.indices, using: &random)].items
                    guard let copied = other.randomElement(using: &random) else { continue }
                    item = BenchItem(id: copied.id, revision: 0)
                } else {
                    item = BenchItem(id: UUID(using: &random), revision: 0)
                }
                inserted[section].append((Int.random(in: 0...count, using: &random), item))
            default:
                let index = Int.random(in: 0..<count, using: &random)
                guard !removed[section].contains(index) else { continue }
                switch kind {
                case 0..<3:
                    current[section].items[index].revision += 1
                case 3..<5:
                    removed[section].insert(index)
                default:
                    // A move: out of its place, into a random place of its section (8) or of
                    // another one (9).
                    var destination = section
                    if kind == 9 && current.count > 1 {
                        destination = Int.random(in: 0..<current.count - 1, using: &random)
                        if destination >= section { destination += 1 }
                    }
                    removed[section].insert(index)
                    let place = Int.random(in: 0...current[destination].items.count, using: &random)
                    inserted[destination].append((place, current[section].items[index]))
                }
            }
        }
        for section in current.indices where !removed[section].isEmpty || !inserted[section].isEmpty {
            current[section].items = Self.rebuilt(current[section].items, removing: removed[section], inserting: inserted[section])
        }
        return current
    }

    /// `items` without the indexes `removed`, with each of `inserted` before the item that was
    /// at its position (at the end for the count), in one pass.
    private static func rebuilt(_ items: [BenchItem], removing removed: Set<Int>, inserting inserted: [(position: Int, item: BenchItem)]) -> [BenchItem] {
        let insertions = inserted.sorted { $0.position < $1.position }
        let removals = removed.sorted()
        var result: [BenchItem] = []
        result.reserveCapacity(items.count - removals.count + insertions.count)
        var nextInsertion = 0
        var nextRemoval = 0
        for (index, item) in items.enumerated() {
            while nextInsertion < insertions.count && insertions[nextInsertion].position == index {
                result.append(insertions[nextInsertion].item)
                nextInsertion += 1
            }
            if nextRemoval < removals.count && removals[nextRemoval] == index {
                nextRemoval += 1
            } else {
                result.append(item)
            }
        }
        result.append(contentsOf: insertions[nextInsertion...].map(\.item))
        return result
    }
}
