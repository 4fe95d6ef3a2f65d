import Foundation
import Testing
import UIKitStandIn

/// What a table cell shows: its selected state.
@MainActor
@Suite struct CellContentTests {
    @Test("isSelected goes through setSelected(_:animated:) without animation")
    func selectedState() {
        final class RecordingCell: UITableViewCell {
            var calls: [String] = []
            override func setSelected(_ selected: Bool, animated: Bool) {
                calls.append("\(selected) \(animated)")
                super.setSelected(selected, animated: animated)
            }
        }
        let cell = RecordingCell()
        cell.isSelected = true
        cell.setSelected(false, animated: true)
        #expect(cell.calls == ["true false", "false true"])
        #expect(!cell.isSelected)
    }

    @Test("the table selects a shown cell through setSelected(_:animated:), animated as the app asked")
    func tableSelectsThroughSetSelected() async {
        final class RecordingCell: UITableViewCell {
            var animations: [Bool] = []
            override func setSelected(_ selected: Bool, animated: Bool) {
                if selected { animations.append(animated) }
                super.setSelected(selected, animated: animated)
            }
        }
        let fixture = ListFixture([3])
        fixture.tableView.register(RecordingCell.self, forCellReuseIdentifier: CountsDataSource.cellIdentifier)
        await fixture.settle()
        fixture.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: true, scrollPosition: .none)
        #expect((fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? RecordingCell)?.animations == [true])
    }
}
