import Foundation
import Testing
import UIKitStandIn

/// A stack view subclass written for UIKit: overriding `init(frame:)` and UIKit's non-failable
/// `init(coder:)` inherits the convenience initialisers, as in UIKit.
@MainActor
@Suite struct UIStackViewSubclassingTests {
    final class ColumnStack: UIStackView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            axis = .vertical
        }

        required init(coder: NSCoder) {
            fatalError("not decoded")
        }
    }

    @Test("the subclass inherits init(arrangedSubviews:), which goes through its init(frame:)")
    func inheritsArrangedSubviewsInitializer() {
        let labels = [UILabel(), UILabel()]
        let stack = ColumnStack(arrangedSubviews: labels)
        #expect(stack.axis == .vertical)
        #expect(stack.arrangedSubviews.count == 2)
        #expect(zip(stack.arrangedSubviews, labels).allSatisfy { $0 === $1 })
    }

    @Test("the subclass inherits init(), as lists create registered classes")
    func inheritsPlainInitializer() {
        let stack = ColumnStack()
        #expect(stack.axis == .vertical)
        #expect(stack.frame == .zero)
    }
}
