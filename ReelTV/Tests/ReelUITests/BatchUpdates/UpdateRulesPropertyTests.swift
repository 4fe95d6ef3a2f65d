import Foundation
import ReelTestSupport
import ReelUI
import Testing

/// The rules find broken moves by sorting them, and the mapping looks moves up by binary
/// search, where both used to hash every move. On random small batches, valid and broken, they
/// refuse what the hashing rules (``HashingUpdateRules``) refuse, with the same reason, and put
/// every item of the batches they accept in the same place.
@Suite struct UpdateRulesPropertyTests {
    /// A random batch, with the counts before and after it.
    struct RandomBatch {
        var record: UpdateRecord
        var before: [Int]
        var after: [Int]

        init(_ fuzz: inout FuzzCase) {
            if fuzz.chance(0.2) {
                self.init(arbitrary: &fuzz)
            } else {
                self.init(breaking: &fuzz)
            }
        }

        /// Operations on random indexes, most of them near the list: mostly refused, by any
        /// rule, and now and then accepted.
        private init(arbitrary fuzz: inout FuzzCase) {
            before = (0..<fuzz.int(in: 1...3)).map { _ in fuzz.int(in: 0...4) }
            after = (0..<fuzz.int(in: 1...3)).map { _ in fuzz.int(in: 0...4) }
            func sections(_ chance: Double) -> IndexSet {
                IndexSet((0...3).filter { _ in fuzz.chance(chance) })
            }
            func items() -> [ItemIndex] {
                (0..<fuzz.int(in: 0...3)).map { _ in ItemIndex(section: fuzz.int(in: 0...3), item: fuzz.int(in: 0...5)) }
            }
            let deletedSections = sections(0.1)
            let insertedSections = sections(0.1)
            let reloadedSections = sections(0.05)
            let movedSections = fuzz.chance(0.1) ? [(from: fuzz.int(in: 0...3), to: fuzz.int(in: 0...3))] : []
            let (deletions, insertions, reloads, reconfigurations) = (items(), items(), items(), items())
            let moves = items().map { (from: $0, to: ItemIndex(section: fuzz.int(in: 0...3), item: fuzz.int(in: 0...5))) }
            record = UpdateRecord(
                deletedSections: deletedSections, insertedSections: insertedSections, reloadedSections: reloadedSections,
                movedSections: movedSections, deletions: deletions, insertions: insertions, reloads: reloads,
                reconfigurations: reconfigurations, moves: moves)
        }

        /// A valid batch (``UpdateMappingPropertyTests/RandomBatch``), its operations in random
        /// order or not, with up to three of the rules about moves broken at random places:
        /// two moves from one item or to one place, a move from a deleted or reloaded item, a
        /// move to an inserted place.
        private init(breaking fuzz: inout FuzzCase) {
            let valid = UpdateMappingPropertyTests.RandomBatch(&fuzz)
            before = valid.before
            after = valid.after
            var deletions = valid.record.deletions
            var insertions = valid.record.insertions
            var reloads = valid.record.reloads
            var reconfigurations = valid.record.reconfigurations
            var moves = valid.record.moves
            if fuzz.chance(0.5) {
                deletions.shuffle(using: &fuzz.rng)
                insertions.shuffle(using: &fuzz.rng)
                reloads.shuffle(using: &fuzz.rng)
                reconfigurations.shuffle(using: &fuzz.rng)
                moves.shuffle(using: &fuzz.rng)
            }
            // An item of a list with `counts`, or one past it when the list has none.
            func anyItem(_ counts: [Int]) -> ItemIndex {
                let sections = counts.indices.filter { counts[$0] > 0 }
                guard let section = sections.randomElement(using: &fuzz.rng) else { return ItemIndex(section: 0, item: 0) }
                return ItemIndex(section: section, item: fuzz.int(in: 0...counts[section] - 1))
            }
            func insertMove(_ move: (from: ItemIndex, to: ItemIndex)) {
                moves.insert(move, at: fuzz.int(in: 0...moves.count))
            }
            for _ in 0..<(fuzz.chance(0.15) ? 0 : fuzz.int(in: 1...3)) {
                let move = moves.randomElement(using: &fuzz.rng)
                switch fuzz.int(in: 0...7) {
                case 0: insertMove((move?.from ?? anyItem(before), anyItem(after)))
                case 1: insertMove((anyItem(before), move?.to ?? anyItem(after)))
                case 2: deletions.append(move?.from ?? anyItem(before))
                case 3: reloads.append(move?.from ?? anyItem(before))
                case 4: insertions.append(move?.to ?? anyItem(after))
                case 5: insertMove((deletions.randomElement(using: &fuzz.rng) ?? anyItem(before), anyItem(after)))
                case 6: insertMove((reloads.randomElement(using: &fuzz.rng) ?? anyItem(before), anyItem(after)))
                default: insertMove((anyItem(before), insertions.randomElement(using: &fuzz.rng) ?? anyItem(after)))
                }
            }
            let record = valid.record
            self.record = UpdateRecord(
                deletedSections: record.deletedSections, insertedSections: record.insertedSections,
                reloadedSections: record.reloadedSections, movedSections: record.movedSections, deletions: deletions,
                insertions: insertions, reloads: reloads, reconfigurations: reconfigurations, moves: moves)
        }
    }

    /// Which rule about moves a batch broke, told from the reasons both lists give (a
    /// collection view reports a reloaded and moved item as a delete and reload, a table view
    /// as a delete and move), or "accepted".
    private static func outcome(collection: String?, table: String?) -> String {
        guard let collection, let table else { return collection == nil && table == nil ? "accepted" : "other" }
        let kinds = [
            ("attempt to perform multiple moves from", "attempt to perform multiple moves from", "two moves from one item"),
            ("attempt to perform multiple moves to", "attempt to perform multiple moves to", "two moves to one place"),
            ("attempt to perform a delete and a move from", "attempt to perform a delete and a move from", "delete and move"),
            ("attempt to delete and reload", "attempt to perform a delete and a move from", "reload and move"),
            ("attempt to perform an insert and a move to", "attempt to perform an insert and a move to", "insert and move"),
        ]
        return kinds.first { collection.hasPrefix($0.0) && table.hasPrefix($0.1) }?.2 ?? "other"
    }

    @Test("The sorted rules refuse what the hashing rules refuse, with the same reason, and map the rest alike")
    func sortedRulesAgreeWithHashingRules() {
        let cases = 3_000
        var outcomes: [String: Int] = [:]
        Fuzz.run(seed: 0x50_47ED_3075, cases: cases) { fuzz in
            let batch = RandomBatch(&fuzz)
            var reasons: [String?] = []
            for vocabulary in [ListVocabulary.collectionView, .tableView] {
                let sorted = Result<UpdateMapping, UpdateRuleViolation> { () throws(UpdateRuleViolation) in
                    try UpdateRules(vocabulary: vocabulary).check(batch.record, before: batch.before, after: batch.after)
                }
                let hashing = Result<HashingUpdateRules.Mapping, UpdateRuleViolation> { () throws(UpdateRuleViolation) in
                    try HashingUpdateRules(vocabulary: vocabulary).check(batch.record, before: batch.before, after: batch.after)
                }
                switch (sorted, hashing) {
                case (.success(let mapping), .success(let expected)):
                    reasons.append(nil)
                    #expect(mapping.sectionsAfter == expected.sectionsAfter, "sections; \(fuzz)")
                    // Every item before the batch, and some beside the list, which neither maps.
                    for section in -1...batch.before.count {
                        let count = batch.before.indices.contains(section) ? batch.before[section] : 1
                        for item in -1...count {
                            let path = IndexPath(item: item, section: section)
                            #expect(mapping.indexPathAfter(path) == expected.indexPathAfter(path), "\(path); \(fuzz)")
                            #expect(mapping.isReconfigured(path) == expected.isReconfigured(path), "\(path); \(fuzz)")
                        }
                    }
                case (.failure(let violation), .failure(let expected)):
                    reasons.append(violation.reason)
                    #expect(violation.reason == expected.reason, "\(fuzz)")
                case (.success, .failure(let expected)):
                    Issue.record("accepted a batch the hashing rules refuse (\(expected.reason)); \(fuzz)")
                case (.failure(let violation), .success):
                    Issue.record("refused a batch the hashing rules accept (\(violation.reason)); \(fuzz)")
                }
            }
            outcomes[Self.outcome(collection: reasons[0], table: reasons[1]), default: 0] += 1
        }
        // The batches reach every rule about moves, and the mapping, in one case of a hundred at
        // least (unless one seed alone was run).
        guard ProcessInfo.processInfo.environment["REEL_FUZZ_SEED"] == nil else { return }
        let outcomesExpected = ["accepted", "two moves from one item", "two moves to one place", "delete and move", "reload and move", "insert and move"]
        for outcome in outcomesExpected {
            #expect(outcomes[outcome, default: 0] * 100 >= Fuzz.caseCount(default: cases), "\(outcome): \(outcomes)")
        }
    }
}
