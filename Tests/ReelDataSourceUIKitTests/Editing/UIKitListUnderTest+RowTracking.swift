#if UIKIT_STAND_IN  // a person's swipes and drags, which the UIKit stand-in plays and UIKit has no call for
import Foundation
import ReelDiff

extension UIKitListUnderTest {
    /// Where the batch updates the list performed from batch `firstBatch` on carried the row
    /// at `path`, in sections of `counts` rows before them: which row the list made of it, kept,
    /// moved or updated in content. `nil` when a batch removed it; a reload since then tracks
    /// nothing, and is recorded as an issue by the caller's check of ``reloads``.
    func destination(ofRowAt path: ItemPath, inSectionsOf counts: [Int], sinceBatch firstBatch: Int) -> ItemPath? {
        var path = path
        var counts = counts
        for index in firstBatch..<recorder.batches.count {
            guard let countsAfter = recorder.sectionCountsAfterBatch[index],
                let mapping = try? BatchUpdateMapping(
                    update: recorder.batches[index], sectionCountsBefore: counts, sectionCountsAfter: countsAfter)
            else { return nil }
            switch mapping.destination(ofItemAt: path) {
            case .kept(let next), .updated(let next): path = next
            case .removed: return nil
            }
            counts = countsAfter
        }
        return path
    }
}
#endif
