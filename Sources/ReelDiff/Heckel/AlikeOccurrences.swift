/// Which occurrences of each repeated identity are alike, as classes: two occurrences of one
/// identity are alike when they have the same class. ``IdentityMatch``'s `matchRepeated`
/// prefers pairing alike occurrences where that keeps as much in place.
///
/// Sections are alike when they hold the same items, by identity, in the same order: paired,
/// each of their items stays where it is. So of several sections sharing an identity, the one
/// removed is the one deleted, and the others keep their items.
@usableFromInline
struct AlikeOccurrences: Sendable {
    /// The class of each of ``RepeatedIdentities``'s `oldOccurrences`.
    @usableFromInline let oldClasses: [Int]
    /// The class of each of ``RepeatedIdentities``'s `newOccurrences`.
    @usableFromInline let newClasses: [Int]
    /// The number of classes; each belongs to one group.
    @usableFromInline let classCount: Int

    /// The occurrences of the repeated section identities in `repeated`, sections of `old` and
    /// `new`, alike when they hold the same items by identity in the same order.
    ///
    /// Each section's item identities are hashed, and a section whose hash a class of its group
    /// has is compared item by item with that class's first section, so a collision of hashes
    /// never makes two sections alike. The cost is a pass over the items of the sections whose
    /// identity repeats, and over those of alike ones a second.
    @inlinable
    init<Section: AnimatableSectionModelType>(sectionsHoldingTheSameItems repeated: RepeatedIdentities, old: [Section], new: [Section]) {
        let hasher = IdentityHasher()
        func hash(_ section: Section) -> Int {
            var hash = hasher.fold(UInt64(section.items.count), 0x9E37_79B9_7F4A_7C15)
            for item in section.items {
                hash = hasher.fold(UInt64(bitPattern: Int64(hash ^ hasher.hash(item.identity))), 0xA076_1D64_78BD_642F)
            }
            return hash
        }
        func holdTheSameItems(_ a: Section, _ b: Section) -> Bool {
            a.items.count == b.items.count && zip(a.items, b.items).allSatisfy { $0.identity == $1.identity }
        }
        // Each class's first section, and, per hash, the classes of the group at hand.
        var firsts: [Section] = []
        var classesByHash: [Int: [Int]] = [:]
        func kind(of section: Section) -> Int {
            let hash = hash(section)
            for kind in classesByHash[hash, default: []] where holdTheSameItems(firsts[kind], section) { return kind }
            classesByHash[hash, default: []].append(firsts.count)
            firsts.append(section)
            return firsts.count - 1
        }
        var oldClasses = [Int](repeating: 0, count: repeated.oldOccurrences.count)
        var newClasses = [Int](repeating: 0, count: repeated.newOccurrences.count)
        for group in 0..<repeated.count {
            classesByHash.removeAll(keepingCapacity: true)
            for position in repeated.oldStarts[group]..<repeated.oldStarts[group + 1] {
                oldClasses[position] = kind(of: old[repeated.oldOccurrences[position]])
            }
            for position in repeated.newStarts[group]..<repeated.newStarts[group + 1] {
                newClasses[position] = kind(of: new[repeated.newOccurrences[position]])
            }
        }
        self.oldClasses = oldClasses
        self.newClasses = newClasses
        classCount = firsts.count
    }
}
