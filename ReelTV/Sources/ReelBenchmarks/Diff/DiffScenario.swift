import Foundation
import ReelDiff

/// An item of the sectioned benchmark: a UUID identity and a revision that changes with its content.
struct BenchItem: IdentifiableType, Equatable, Sendable {
    let id: UUID
    var revision: Int
    var identity: UUID { id }
}

/// A section of the sectioned benchmark, identified by a UUID.
typealias BenchSection = AnimatableSectionModel<UUID, BenchItem>

/// The inputs of the diff benchmark's scenarios, generated from fixed seeds.
package enum DiffScenario: String, CaseIterable, Sendable {
    case A, B, C, D

    /// What the scenario changes, for the table.
    package var summary: String {
        switch self {
        case .A: "5,000 UUIDs: 1,000 deleted, 1,000 inserted, 200 moved"
        case .B: "100,000 UUIDs: 10,000 deleted, 10,000 inserted, 2,000 moved"
        case .C: "100 sections × 1,000 items: sections 10 deleted, 10 inserted, 5 moved; per section 10% deleted, 10% inserted, 2% moved, 1% to another section, 5% updated"
        case .D: "1,000,000 UUIDs: 100,000 deleted, 100,000 inserted, 20,000 moved"
        }
    }

    /// How many items the scenario's source holds, in all its sections.
    var items: Int {
        switch self {
        case .A: 5_000
        case .B, .C: 100_000
        case .D: 1_000_000
        }
    }

    /// A linear scenario's source and target.
    func linearInput() -> (source: [UUID], target: [UUID]) {
        var random = SeededGenerator(seed: 0x5EED_0000 + UInt64(rawValue.unicodeScalars.first!.value))
        let (count, changed, moved): (Int, Int, Int) =
            switch self {
            case .A: (5_000, 1_000, 200)
            case .B: (100_000, 10_000, 2_000)
            case .D: (1_000_000, 100_000, 20_000)
            case .C: preconditionFailure("scenario C is sectioned")
            }
        let source = (0..<count).map { _ in UUID(using: &random) }
        var target = source
        target.removeRandomElements(changed, using: &random)
        target.insertAtRandomPlaces((0..<changed).map { _ in UUID(using: &random) }, using: &random)
        target.moveRandomElements(moved, using: &random)
        return (source, target)
    }

    /// Scenario C's source and target.
    static func sectionedInput() -> (source: [BenchSection], target: [BenchSection]) {
        var random = SeededGenerator(seed: 0x5EED_C0C0)
        func newSection() -> BenchSection {
            BenchSection(model: UUID(using: &random), items: (0..<1_000).map { _ in BenchItem(id: UUID(using: &random), revision: 0) })
        }
        let source = (0..<100).map { _ in newSection() }
        var target = source
        target.removeRandomElements(10, using: &random)
        for index in target.indices {
            var items = target[index].items
            let count = items.count
            items.removeRandomElements(count / 10, using: &random)
            items.insertAtRandomPlaces((0..<count / 10).map { _ in BenchItem(id: UUID(using: &random), revision: 0) }, using: &random)
            items.moveRandomElements(count / 50, using: &random)
            for _ in 0..<count / 20 { items[Int.random(in: items.indices, using: &random)].revision += 1 }
            target[index].items = items
        }
        // 1% of each section's items go to another section, at a random place.
        for index in target.indices {
            for _ in 0..<10 {
                let item = target[index].items.remove(at: Int.random(in: target[index].items.indices, using: &random))
                var other = Int.random(in: 0..<target.count - 1, using: &random)
                if other >= index { other += 1 }
                target[other].items.insert(item, at: Int.random(in: 0...target[other].items.count, using: &random))
            }
        }
        for _ in 0..<10 { target.insert(newSection(), at: Int.random(in: 0...target.count, using: &random)) }
        target.moveRandomElements(5, using: &random)
        return (source, target)
    }
}

extension UUID {
    /// A UUID drawn from `random`, so that seeded runs repeat.
    init(using random: inout SeededGenerator) {
        let high = random.next()
        let low = random.next()
        self.init(uuid: (
            UInt8(truncatingIfNeeded: high), UInt8(truncatingIfNeeded: high >> 8), UInt8(truncatingIfNeeded: high >> 16),
            UInt8(truncatingIfNeeded: high >> 24), UInt8(truncatingIfNeeded: high >> 32), UInt8(truncatingIfNeeded: high >> 40),
            UInt8(truncatingIfNeeded: high >> 48), UInt8(truncatingIfNeeded: high >> 56), UInt8(truncatingIfNeeded: low),
            UInt8(truncatingIfNeeded: low >> 8), UInt8(truncatingIfNeeded: low >> 16), UInt8(truncatingIfNeeded: low >> 24),
            UInt8(truncatingIfNeeded: low >> 32), UInt8(truncatingIfNeeded: low >> 40), UInt8(truncatingIfNeeded: low >> 48),
            UInt8(truncatingIfNeeded: low >> 56)))
    }
}

extension Array {
    /// Removes `count` elements at random places and returns them, in their old order.
    @discardableResult
    mutating func removeRandomElements(_ count: Int, using random: inout SeededGenerator) -> [Element] {
        var chosen = [Bool](repeating: false, count: self.count)
        var remaining = count
        while remaining > 0 {
            let index = Int.random(in: indices, using: &random)
            if !chosen[index] {
                chosen[index] = true
                remaining -= 1
            }
        }
        var kept: [Element] = []
        var removed: [Element] = []
        kept.reserveCapacity(self.count - count)
        for (index, element) in enumerated() {
            if chosen[index] { removed.append(element) } else { kept.append(element) }
        }
        self = kept
        return removed
    }

    /// Inserts each of `elements` at a random place, in one pass (repeated `insert(_:at:)`
    /// would take quadratic time on a million elements).
    mutating func insertAtRandomPlaces(_ elements: [Element], using random: inout SeededGenerator) {
        let places = elements.map { _ in Int.random(in: 0...count, using: &random) }
        let order = places.indices.sorted { places[$0] < places[$1] }
        var result: [Element] = []
        result.reserveCapacity(count + elements.count)
        var next = 0
        for (index, element) in enumerated() {
            while next < order.count && places[order[next]] == index {
                result.append(elements[order[next]])
                next += 1
            }
            result.append(element)
        }
        while next < order.count {
            result.append(elements[order[next]])
            next += 1
        }
        self = result
    }

    /// Takes `count` elements from random places and puts each back at a random place.
    mutating func moveRandomElements(_ count: Int, using random: inout SeededGenerator) {
        let moving = removeRandomElements(count, using: &random).shuffled(using: &random)
        insertAtRandomPlaces(moving, using: &random)
    }
}
