import Foundation
import Testing
import UIKitStandIn

/// How a table's header or footer view lays out what it holds.
@MainActor
@Suite struct HeaderFooterViewLayoutTests {
    @Test("the content view fills the header, and a section title's label fills the content view")
    func contentAndTitleFillTheView() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.textLabel?.text = "Section"
        header.frame = CGRect(x: 0, y: 3, width: 20, height: 1)
        header.layoutIfNeeded()
        #expect(header.contentView.frame == CGRect(x: 0, y: 0, width: 20, height: 1))
        #expect(header.textLabel?.frame == CGRect(x: 0, y: 0, width: 20, height: 1))
        #expect(header.textLabel?.standInLines == ["Section"])
    }
}
