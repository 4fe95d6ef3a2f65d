import Foundation
import Testing
import UIKitStandIn

/// What a table cell shows: the labels of its style, a list content configuration, an
/// accessory, and its selected state.
@MainActor
@Suite struct CellContentTests {
    @Test("every style has a text label; all but the default style a detail label, both in the content view", arguments: [
        UITableViewCell.CellStyle.default, .value1, .value2, .subtitle,
    ])
    func styleLabels(_ style: UITableViewCell.CellStyle) throws {
        let cell = UITableViewCell(style: style, reuseIdentifier: "cell")
        let textLabel = try #require(cell.textLabel)
        #expect(cell.textLabel === textLabel, "made once")
        #expect(textLabel.superview === cell.contentView)
        textLabel.text = "Pilot"
        #expect(cell.textLabel?.text == "Pilot")
        if style == .default {
            #expect(cell.detailTextLabel == nil)
        } else {
            let detail = try #require(cell.detailTextLabel)
            #expect(detail !== textLabel)
            #expect(detail.superview === cell.contentView)
        }
    }

    @Test("cells made by a table are of the default style")
    func registeredCellsAreDefault() {
        #expect(UITableViewCell().detailTextLabel == nil)
        #expect(UITableViewCell(frame: .zero).detailTextLabel == nil)
    }

    @Test("a list content configuration replaces the content view with one that shows it, and is applied in place after")
    func contentConfiguration() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "cell")
        let plainContentView = cell.contentView
        let textLabel = cell.textLabel
        var content = cell.defaultContentConfiguration()
        #expect(content.text == nil && content.secondaryText == nil, "no content by default")
        content.text = "Pilot"
        content.secondaryText = "42 min"
        cell.contentConfiguration = content
        let listView = try #require(cell.contentView as? UIListContentView)
        #expect(listView !== plainContentView && listView.superview === cell)
        #expect(plainContentView.superview == nil)
        #expect(textLabel?.superview === plainContentView, "the old labels leave with the old content view")
        #expect(listView.configuration as? UIListContentConfiguration == content)
        #expect(cell.contentConfiguration as? UIListContentConfiguration == content)

        content.text = "Mirror"
        cell.contentConfiguration = content
        #expect(cell.contentView === listView, "a configuration of the same type is applied to the content view shown")
        #expect((listView.configuration as? UIListContentConfiguration)?.text == "Mirror")

        cell.contentConfiguration = nil
        #expect(!(cell.contentView is UIListContentView))
        #expect(cell.contentView.superview === cell)
        #expect(listView.superview == nil)
    }

    @Test("a configuration of another type replaces the content view again")
    func otherConfiguration() throws {
        struct BadgeConfiguration: UIContentConfiguration {
            func makeContentView() -> any UIView & UIContentView { BadgeView(configuration: self) }
        }
        final class BadgeView: UIView, UIContentView {
            var configuration: any UIContentConfiguration
            init(configuration: any UIContentConfiguration) {
                self.configuration = configuration
                super.init(frame: .zero)
            }
            required init?(coder: NSCoder) { nil }
            required convenience init() { self.init(configuration: BadgeConfiguration()) }
        }
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.contentConfiguration = cell.defaultContentConfiguration()
        let listView = cell.contentView
        cell.contentConfiguration = BadgeConfiguration()
        #expect(cell.contentView is BadgeView)
        #expect(listView.superview == nil)
    }

    @Test("the accessory type is kept; none by default")
    func accessoryType() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.accessoryType == .none)
        cell.accessoryType = .disclosureIndicator
        #expect(cell.accessoryType == .disclosureIndicator)
    }

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
