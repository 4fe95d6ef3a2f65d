import Foundation
import ReelDiff

/// The states of `reel bench stream-list`: a list of `size` items in ten sections, each state
/// the one before with about 1% of its items edited, generated from a fixed seed.
///
/// Each state edits two of the ten sections, drawn anew for each state: one where items change
/// and one that receives the items moved out of it. Of the edits, 30% update an item, 25%
/// delete one, 25% insert one, 10% move an item within its section and 10% move one to the
/// other section. One item in two hundred repeats an identity already in the list (of any
/// section), in the first state and among the inserted items alike. So the stream stays what
/// its first state is however long it runs: a list of about `size` items (600 states of a
/// million end 3% larger, as an edit drawn for an item the state already removes is dropped),
/// with one repeat in two hundred; a stream whose inserts outnumbered its deletes, or
/// whose repeats piled up, would end as a larger, different list from the one its first diff
/// was timed on. The eight sections a state leaves alone share their items with the state
/// before, as an app's immutable state does, so that a whole stream of a million items fits in
/// memory and can be made before it is shown: the benchmark then measures the list, not the
/// making of its states.
struct StreamListStates: Sendable {
    /// The sections of every state.
    static let sectionCount = 10

    /// The share of the items each state edits.
    static let editedShare = 0.01

    /// One item in this many repeats an identity already in the list, in the first state and
    /// among the items inserted after it.
    static let repeatedOneIn = 200

    /// What one edit does; ``init(drawing:)`` draws one with the stream's mix.
    private enum Edit {
        case update, delete, insert, moveWithin, moveAcross

        /// An edit drawn at random: 30% update an item, 25% delete one, 25% insert one, 10%
        /// move one within its section and 10% to the other section. As many inserts as
        /// deletes keep the list at its size, whatever the stream's length.
        init(drawing random: inout SeededGenerator) {
            switch Int.random(in: 0..<20, using: &random) {
            case 0..<6: self = .update
            case 6..<11: self = .delete
            case 11..<16: self = .insert
            case 16..<18: self = .moveWithin
            default: self = .moveAcross
            }
        }
    }

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
                let id = !made.isEmpty && Int.random(in: 0..<Self.repeatedOneIn, using: &random) == 0
                    ? made[Int.random(in: made.indices, using: &random)].id : UUID(using: &random)
                items.append(BenchItem(id: id, revision: 0))
                made.append(items[items.count - 1])
            }
            sections.append(BenchSection(model: UUID(using: &random), items: items))
        }
        current = sections
        editsPerState = max(1, Int((Double(size) * Self.editedShare).rounded()))
    }

    /// The edits of one section in one state, applied in one pass by ``rebuilt(_:with:)``.
    private struct SectionEdits {
        /// Indexes of items deleted or moved out.
        var removed: Set<Int> = []
        /// How many times each item still in place was updated: its revision goes up by as much.
        var revised: [Int: Int] = [:]
        /// Items inserted or moved in, each before the item at `position` (at the end for the count).
        var inserted: [(position: Int, item: BenchItem)] = []

        var isEmpty: Bool { removed.isEmpty && revised.isEmpty && inserted.isEmpty }
    }

    /// The next state: the current one with its edits.
    ///
    /// Nothing is edited in place: the states already handed out share the current one's item
    /// arrays, so an edit in place would first copy the whole section, and ``rebuilt(_:with:)``
    /// copies it again.
    mutating func next() -> [BenchSection] {
        var edits = [SectionEdits](repeating: SectionEdits(), count: current.count)
        let section = Int.random(in: current.indices, using: &random)
        var receiving = section
        if current.count > 1 {
            receiving = Int.random(in: 0..<current.count - 1, using: &random)
            if receiving >= section { receiving += 1 }
        }
        let count = current[section].items.count
        for _ in 0..<editsPerState {
            var edit = Edit(drawing: &random)
            if count == 0 { edit = .insert }  // an empty section can only gain an item
            switch edit {
            case .insert:
                var id = UUID(using: &random)
                if Int.random(in: 0..<Self.repeatedOneIn, using: &random) == 0 {
                    let other = current[Int.random(in: current.indices, using: &random)].items
                    if let copied = other.randomElement(using: &random) { id = copied.id }
                }
                edits[section].inserted.append((Int.random(in: 0...count, using: &random), BenchItem(id: id, revision: 0)))
            case .update, .delete, .moveWithin, .moveAcross:
                let index = Int.random(in: 0..<count, using: &random)
                guard !edits[section].removed.contains(index) else { continue }
                switch edit {
                case .update:
                    edits[section].revised[index, default: 0] += 1
                case .delete:
                    edits[section].removed.insert(index)
                default:
                    // A move: out of its place, into a random place of its section or of the
                    // receiving one, with the updates it had so far.
                    let destination = edit == .moveAcross ? receiving : section
                    edits[section].removed.insert(index)
                    let place = Int.random(in: 0...current[destination].items.count, using: &random)
                    var item = current[section].items[index]
                    item.revision += edits[section].revised[index] ?? 0
                    edits[destination].inserted.append((place, item))
                }
            }
        }
        for section in current.indices where !edits[section].isEmpty {
            current[section].items = Self.rebuilt(current[section].items, with: edits[section])
        }
        return current
    }

    /// `items` with `edits`: without the removed indexes, the revised items' revisions raised,
    /// each insertion before the item that was at its position (at the end for the count),
    /// insertions at one position in the order they were drawn. The runs of items between
    /// edited positions are copied whole: at a million items, a pass item by item made the
    /// producer's thread take a core of its own.
    private static func rebuilt(_ items: [BenchItem], with edits: SectionEdits) -> [BenchItem] {
        let insertions = edits.inserted.sorted { $0.position < $1.position }
        // Each edited item with its revision's increment, or nil when it leaves, by index.
        var changed: [(index: Int, increment: Int?)] = edits.removed.map { ($0, nil) }
        for (index, increment) in edits.revised where !edits.removed.contains(index) { changed.append((index, increment)) }
        changed.sort { $0.index < $1.index }
        var result: [BenchItem] = []
        result.reserveCapacity(items.count - edits.removed.count + insertions.count)
        var copied = 0  // the items before this index are in `result` or left out
        var nextInsertion = 0
        // Copies the unchanged items before `end`, and the insertions at or before it.
        func copy(upTo end: Int) {
            while nextInsertion < insertions.count && insertions[nextInsertion].position <= end {
                let position = insertions[nextInsertion].position
                result.append(contentsOf: items[copied..<position])
                result.append(insertions[nextInsertion].item)
                copied = position
                nextInsertion += 1
            }
            result.append(contentsOf: items[copied..<end])
            copied = end
        }
        for change in changed {
            copy(upTo: change.index)
            if let increment = change.increment {
                var item = items[change.index]
                item.revision += increment
                result.append(item)
            }
            copied = change.index + 1
        }
        copy(upTo: items.count)
        return result
    }
}
