import Foundation
import Testing

/// A batch on a laid-out list whose data source goes from `before` to `after` item counts
/// inside it while `operations` name the change, and the reason UIKit raises for it (`nil`
/// for a batch UIKit accepts): a table view's reason when its words differ.
public struct UIKitRuleCase: Sendable, CustomTestStringConvertible {
    public let name: String
    public let before: [Int]
    public let after: [Int]
    public let operations: [ListOperation]
    public let reason: String?
    public let tableReason: String?

    init(_ name: String, _ before: [Int], _ after: [Int], _ operations: [ListOperation], reason: String?, tableReason: String? = nil) {
        self.name = name
        self.before = before
        self.after = after
        self.operations = operations
        self.reason = reason
        self.tableReason = tableReason
    }

    public var testDescription: String { name }
}
