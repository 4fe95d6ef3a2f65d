import ReelUI
import Testing

@MainActor @Suite struct ViewHierarchyTests {
    /// A view holds its superview unowned, so the superview's deinit has to detach its subviews:
    /// a subview someone else keeps would otherwise trap the next time it reached its superview.
    @Test func aSubviewThatOutlivesItsSuperviewHasNone() {
        let label = Label(text: "Hello")
        weak var released: View?
        do {
            let container = View()
            container.addSubview(label)
            released = container
            #expect(label.superview === container)
        }
        #expect(released == nil)
        #expect(label.superview == nil)

        // Both reach for the superview.
        label.text = "Goodbye"
        label.isHidden = true
        label.removeFromSuperview()
        #expect(label.superview == nil)
    }

    @Test func aSubviewMovedToAnotherSuperviewKeepsIt() {
        let label = Label(text: "Hello")
        let kept = View()
        do {
            let first = View()
            first.addSubview(label)
            kept.addSubview(label)
        }
        #expect(label.superview === kept)
        #expect(kept.subviews.count == 1 && kept.subviews[0] === label)
    }
}
