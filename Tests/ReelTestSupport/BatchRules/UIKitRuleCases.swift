import Foundation

/// Each rule UIKit enforces when a batch update ends, broken once, with UIKit's reason; and
/// batches UIKit accepts that a stricter judge would refuse. Written from UIKit's documented
/// behaviour; the UIKit stand-in's collection and table views are both held to it.
public enum UIKitRuleCases {
    static func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(indexes: [section, item]) }
    static func described(_ section: Int, _ item: Int) -> String { "<NSIndexPath> {length = 2, path = \(section) - \(item)}" }

    /// Every case: the broken rules first, then the accepted batches.
    public static let all: [UIKitRuleCase] = [
        // Counts.
        UIKitRuleCase(
            "counts that do not add up", [3], [4], [],
            reason: "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
                + "section after the update (4) must be equal to the number of items contained in that section before the "
                + "update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 "
                + "deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).",
            tableReason: "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
                + "section after the update (4) must be equal to the number of rows contained in that section before the "
                + "update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 "
                + "deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."),
        UIKitRuleCase(
            "counts of a section no operation names", [2, 3, 2], [2, 4, 3], [.insertItems([path(2, 0)])],
            reason: "Invalid update: invalid number of items in section 1. The number of items contained in an existing "
                + "section after the update (4) must be equal to the number of items contained in that section before the "
                + "update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 "
                + "deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).",
            tableReason: "Invalid update: invalid number of rows in section 1. The number of rows contained in an existing "
                + "section after the update (4) must be equal to the number of rows contained in that section before the "
                + "update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 "
                + "deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."),
        UIKitRuleCase(
            "sections that do not add up", [1], [1, 2], [],
            reason: "Invalid update: invalid number of sections. The number of sections contained in the collection view "
                + "after the update (2) must be equal to the number of sections contained in the collection view before the "
                + "update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).",
            tableReason: "Invalid update: invalid number of sections. The number of sections contained in the table view "
                + "after the update (2) must be equal to the number of sections contained in the table view before the "
                + "update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."),
        // Indexes out of range, and index paths of the wrong length.
        UIKitRuleCase(
            "an index path of one index", [1], [2], [.insertItems([IndexPath(index: 0)])],
            reason: "Invalid index path for use with UICollectionView (<NSIndexPath> {length = 1, path = 0}). Index paths "
                + "passed to collection view must contain exactly two indices specifying the section and item.",
            tableReason: "Invalid index path for use with UITableView (<NSIndexPath> {length = 1, path = 0}). Index paths "
                + "passed to table view must contain exactly two indices specifying the section and row."),
        UIKitRuleCase(
            "an insert past the items after the update", [3], [3], [.insertItems([path(0, 3)])],
            reason: "attempt to insert item 3 into section 0, but there are only 3 items in section 0 after the update",
            tableReason: "attempt to insert row 3 into section 0, but there are only 3 rows in section 0 after the update"),
        UIKitRuleCase(
            "an insert into a section that does not exist", [3], [3], [.insertItems([path(1, 0)])],
            reason: "attempt to insert item 0 into section 1, but there are only 1 sections after the update",
            tableReason: "attempt to insert row 0 into section 1, but there are only 1 sections after the update"),
        UIKitRuleCase(
            "a delete past the items before the update", [3], [2], [.deleteItems([path(0, 5)])],
            reason: "attempt to delete item 5 from section 0 which only contains 3 items before the update",
            tableReason: "attempt to delete row 5 from section 0 which only contains 3 rows before the update"),
        UIKitRuleCase(
            "a delete in a section that does not exist", [3], [3], [.deleteItems([path(2, 0)])],
            reason: "attempt to delete item 0 from section 2, but there are only 1 sections before the update",
            tableReason: "attempt to delete row 0 from section 2, but there are only 1 sections before the update"),
        UIKitRuleCase(
            "a reload past the items before the update", [3], [3], [.reloadItems([path(0, 3)])],
            reason: "attempt to reload item 3 from section 0 which only contains 3 items before the update",
            tableReason: "attempt to reload row 3 from section 0 which only contains 3 rows before the update"),
        UIKitRuleCase(
            "a reconfigure past the items before the update", [3], [3], [.reconfigureItems([path(0, 4)])],
            reason: "attempt to reconfigure item 4 from section 0 which only contains 3 items before the update",
            tableReason: "attempt to reconfigure row 4 from section 0 which only contains 3 rows before the update"),
        UIKitRuleCase(
            "an item move from past the items", [3], [3], [.moveItem(path(0, 3), to: path(0, 0))],
            reason: "attempt to move index path (\(described(0, 3))) to index path (\(described(0, 0))), but index path "
                + "(\(described(0, 3))) does not exist before the update"),
        UIKitRuleCase(
            "an item move to past the items", [3], [3], [.moveItem(path(0, 0), to: path(0, 3))],
            reason: "attempt to move index path (\(described(0, 0))) to index path (\(described(0, 3))), but index path "
                + "(\(described(0, 3))) does not exist after the update"),
        UIKitRuleCase(
            "a section delete past the sections", [1, 1], [1], [.deleteSections([3])],
            reason: "attempt to delete section 3, but there are only 2 sections before the update"),
        UIKitRuleCase(
            "a section reload past the sections", [1], [1], [.reloadSections([1])],
            reason: "attempt to reload section 1, but there are only 1 sections before the update"),
        UIKitRuleCase(
            "a section insert past the sections", [1], [1, 1], [.insertSections([2])],
            reason: "attempt to insert section 2 but there are only 2 sections after the update"),
        UIKitRuleCase(
            "a section move from past the sections", [1, 1], [1, 1], [.moveSection(2, to: 0)],
            reason: "attempt to move section 2, but there are only 2 sections before the update"),
        UIKitRuleCase(
            "a section move past the sections", [1, 1], [1, 1], [.moveSection(0, to: 2)],
            reason: "attempt to move section 0 to section 2, but there are only 2 sections after the update"),
        // Operations that may not meet in one batch.
        UIKitRuleCase(
            "a section deleted and reloaded", [1, 1], [1], [.deleteSections([0]), .reloadSections([0])],
            reason: "attempt to delete and reload the same section (0)"),
        UIKitRuleCase(
            "a section deleted and moved", [1, 1], [1], [.deleteSections([0]), .moveSection(0, to: 0)],
            reason: "attempt to perform a delete and a move from the same section (0)"),
        UIKitRuleCase(
            "a section reloaded and moved", [1, 1], [1, 1], [.reloadSections([0]), .moveSection(0, to: 1)],
            reason: "attempt to perform a reload and a move from the same section (0)"),
        UIKitRuleCase(
            "two moves from one section", [1, 1, 1], [1, 1, 1], [.moveSection(0, to: 1), .moveSection(0, to: 2)],
            reason: "attempt to perform multiple moves from the same section (0)"),
        UIKitRuleCase(
            "a section inserted and moved to", [1, 1], [1, 1, 1], [.insertSections([1]), .moveSection(0, to: 1)],
            reason: "attempt to perform an insert and a move to the same section (1)"),
        UIKitRuleCase(
            "two moves to one section", [1, 1, 1], [1, 1, 1], [.moveSection(0, to: 2), .moveSection(1, to: 2)],
            reason: "attempt to perform multiple moves to the same section (2)"),
        UIKitRuleCase(
            "a delete and a move of one item", [3], [2], [.deleteItems([path(0, 0)]), .moveItem(path(0, 0), to: path(0, 1))],
            reason: "attempt to perform a delete and a move from the same index path (\(described(0, 0)))"),
        UIKitRuleCase(
            "an insert and a move to one path", [3], [4], [.insertItems([path(0, 1)]), .moveItem(path(0, 0), to: path(0, 1))],
            reason: "attempt to perform an insert and a move to the same index path (\(described(0, 1)))"),
        UIKitRuleCase(
            "a delete and a reload of one item", [3], [2], [.deleteItems([path(0, 1)]), .reloadItems([path(0, 1)])],
            reason: "attempt to delete and reload the same index path (\(described(0, 1)))"),
        UIKitRuleCase(
            "a reconfigure and a delete of one item", [3], [2], [.deleteItems([path(0, 1)]), .reconfigureItems([path(0, 1)])],
            reason: "attempt to reconfigure and delete the same index path (\(described(0, 1)))"),
        UIKitRuleCase(
            "a reconfigure and a reload of one item", [3], [3], [.reloadItems([path(0, 1)]), .reconfigureItems([path(0, 1)])],
            reason: "attempt to reconfigure and reload the same index path (\(described(0, 1)))"),
        UIKitRuleCase(
            "a reload and a move of one item", [3], [3], [.reloadItems([path(0, 0)]), .moveItem(path(0, 0), to: path(0, 2))],
            reason: "attempt to delete and reload the same index path (\(described(0, 0)))",
            tableReason: "attempt to perform a delete and a move from the same index path (\(described(0, 0)))"),
        UIKitRuleCase(
            "two moves of one item", [3], [3], [.moveItem(path(0, 0), to: path(0, 1)), .moveItem(path(0, 0), to: path(0, 2))],
            reason: "attempt to perform multiple moves from the same index path (\(described(0, 0)))"),
        UIKitRuleCase(
            "two moves to one path", [3], [3], [.moveItem(path(0, 1), to: path(0, 0)), .moveItem(path(0, 2), to: path(0, 0))],
            reason: "attempt to perform multiple moves to the same index path (\(described(0, 0)))"),
        // Items of sections the batch deletes, inserts or reloads.
        UIKitRuleCase(
            "a move into an inserted section", [2], [1, 1], [.insertSections([1]), .moveItem(path(0, 0), to: path(1, 0))],
            reason: "cannot move an item into a newly inserted section (1)",
            tableReason: "cannot move a row into a newly inserted section (1)"),
        UIKitRuleCase(
            "a move out of a deleted section", [1, 1], [2], [.deleteSections([0]), .moveItem(path(0, 0), to: path(0, 1))],
            reason: "cannot move an item from a deleted section (0)",
            tableReason: "cannot move a row from a deleted section (0)"),
        UIKitRuleCase(
            "a reload in a deleted section", [1, 1], [1], [.deleteSections([0]), .reloadItems([path(0, 0)])],
            reason: "attempt to reload item 0 in section 0, which the update deletes or reloads",
            tableReason: "attempt to reload row 0 in section 0, which the update deletes or reloads"),
        UIKitRuleCase(
            "a reconfigure in a reloaded section", [2, 2], [2, 2], [.reloadSections([0]), .reconfigureItems([path(0, 1)])],
            reason: "attempt to reconfigure item 1 in section 0, which the update deletes or reloads",
            tableReason: "attempt to reconfigure row 1 in section 0, which the update deletes or reloads"),
        // Batches UIKit accepts.
        UIKitRuleCase(
            "deleting the items of a deleted section", [2, 1], [1], [.deleteSections([0]), .deleteItems([path(0, 0), path(0, 1)])],
            reason: nil),
        UIKitRuleCase(
            "inserting the items of an inserted section", [1], [1, 2], [.insertSections([1]), .insertItems([path(1, 0), path(1, 1)])],
            reason: nil),
        UIKitRuleCase(
            "a move across sections", [2, 1], [1, 2], [.moveItem(path(0, 0), to: path(1, 0))],
            reason: nil),
        UIKitRuleCase(
            "a section move with an insert into the moved section", [2, 1], [1, 3], [.moveSection(0, to: 1), .insertItems([path(1, 2)])],
            reason: nil),
        UIKitRuleCase(
            "an item moved within a moved section", [2, 3], [3, 2], [.moveSection(1, to: 0), .moveItem(path(1, 0), to: path(0, 2))],
            reason: nil),
        UIKitRuleCase(
            "naming an item twice in one kind of operation", [3], [2], [.deleteItems([path(0, 1), path(0, 1)])],
            reason: nil),
        UIKitRuleCase(
            "an empty batch with unchanged counts", [2, 5], [2, 5], [],
            reason: nil),
    ]
}
