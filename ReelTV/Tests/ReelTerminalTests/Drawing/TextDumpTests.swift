import Foundation
import ReelDataSourceUIKit
import ReelTerminal
import Testing

/// A view tree drawn into text: back to front, clipped to every ancestor, scrolled by bounds
/// origins, hidden and transparent views skipped; labels, image views, buttons and navigation
/// bars as a terminal shows them.
@MainActor @Suite struct TextDumpTests {
    private func label(_ text: String, frame: CGRect, numberOfLines: Int = 1) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.numberOfLines = numberOfLines
        return label
    }

    @Test func aSmallDetailScreen() {
        let window = UIWindow(terminalSize: CGSize(width: 20, height: 6))
        let thumbnail = UIImageView(image: UIImage(named: "thumb"))
        thumbnail.frame = CGRect(x: 5, y: 1, width: 10, height: 3)
        window.addSubview(label("Reel 🎬 Tonight", frame: CGRect(x: 0, y: 0, width: 20, height: 1)))
        window.addSubview(thumbnail)
        window.addSubview(label("週末は映画館で新作を見ます", frame: CGRect(x: 0, y: 4, width: 20, height: 2), numberOfLines: 0))
        #expect(
            window.textDump() == """
                Reel 🎬 Tonight
                     ░░░░░░░░░░
                     ░░thumb░░░
                     ░░░░░░░░░░
                週末は映画館で新作を
                見ます
                """)
    }

    @Test func hiddenAndTransparentViewsAreNotDrawnWithTheirSubviews() {
        let window = UIWindow(terminalSize: CGSize(width: 8, height: 3))
        let hidden = label("hidden", frame: CGRect(x: 0, y: 0, width: 8, height: 1))
        let transparent = UIView(frame: CGRect(x: 0, y: 1, width: 8, height: 1))
        transparent.addSubview(label("faded", frame: CGRect(x: 0, y: 0, width: 8, height: 1)))
        for view in [hidden, transparent, label("shown", frame: CGRect(x: 0, y: 2, width: 8, height: 1))] {
            window.addSubview(view)
        }
        #expect(window.textDump() == "hidden\nfaded\nshown")
        hidden.isHidden = true
        transparent.alpha = 0
        #expect(window.textDump() == "\n\nshown")
    }

    @Test func subviewsAreClippedToEveryAncestor() {
        let window = UIWindow(terminalSize: CGSize(width: 8, height: 3))
        let inner = UIView(frame: CGRect(x: 2, y: 1, width: 3, height: 1))
        inner.addSubview(label("clipped", frame: CGRect(x: -1, y: 0, width: 7, height: 1)))
        window.addSubview(label("........", frame: CGRect(x: 0, y: 1, width: 8, height: 1)))
        window.addSubview(inner)
        #expect(window.textDump() == "\n..lip...\n")
    }

    @Test func laterSubviewsAreDrawnOverEarlierOnes() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
        view.addSubview(label("aaaa", frame: CGRect(x: 0, y: 0, width: 4, height: 1)))
        view.addSubview(label("bb", frame: CGRect(x: 1, y: 0, width: 2, height: 1)))
        #expect(view.textDump() == "abba")
    }

    @Test func aScrollViewShowsTheContentItIsScrolledTo() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 6, height: 2))
        scroll.addSubview(label("one\ntwo\nthree\nfour", frame: CGRect(x: 0, y: 0, width: 6, height: 4), numberOfLines: 0))
        scroll.contentSize = CGSize(width: 6, height: 4)
        #expect(scroll.textDump() == "one\ntwo")
        scroll.contentOffset = CGPoint(x: 0, y: 2)
        #expect(scroll.textDump() == "three\nfour")
    }

    @Test func aWideCharacterScrolledHalfOutOfViewLeavesABlank() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
        scroll.addSubview(label("日本語テキスト", frame: CGRect(x: 0, y: 0, width: 14, height: 1)))
        scroll.contentSize = CGSize(width: 14, height: 1)
        #expect(scroll.textDump() == "日本語")
        scroll.contentOffset = CGPoint(x: 1, y: 0)
        #expect(scroll.textDump() == " 本語")
        scroll.contentOffset = CGPoint(x: 2, y: 0)
        #expect(scroll.textDump() == "本語テ")
    }

    @Test func aDumpDrawsTheViewAtTheTopLeftOfItsOwnFrame() {
        #expect(label("abc", frame: CGRect(x: 5, y: 5, width: 4, height: 1)).textDump() == "abc")
    }

    @Test("a label's lines are centred vertically, half a row up, and placed by its alignment")
    func labelPlacement() {
        let label = label("ab\ncd", frame: CGRect(x: 0, y: 0, width: 6, height: 5), numberOfLines: 0)
        #expect(label.textDump() == "\nab\ncd\n\n")
        label.textAlignment = .center
        #expect(label.textDump() == "\n  ab\n  cd\n\n")
        label.textAlignment = .right
        #expect(label.textDump() == "\n    ab\n    cd\n\n")
        label.frame.size.height = 1
        #expect(label.textDump() == "   ab…", "one row shows one line, cut by the line break mode")
    }

    @Test("an image view is a shaded box with its image's name, shortened to fit; no image, nothing")
    func imageViews() {
        let image = UIImageView(image: UIImage(named: "thumbnail"))
        image.frame = CGRect(x: 0, y: 0, width: 15, height: 3)
        #expect(
            image.textDump() == """
                ░░░░░░░░░░░░░░░
                ░░░thumbnail░░░
                ░░░░░░░░░░░░░░░
                """)
        image.frame.size = CGSize(width: 6, height: 2)
        #expect(image.textDump() == "thumb…\n░░░░░░")
        image.highlightedImage = UIImage(named: "lit")
        image.isHighlighted = true
        #expect(image.textDump() == "░lit░░\n░░░░░░")
        image.image = nil
        image.highlightedImage = nil
        #expect(image.textDump() == "\n")
    }

    @Test("a button shows its title through its title label")
    func buttons() {
        let button = UIButton(type: .system)
        button.setTitle("再生", for: .normal)
        button.frame = CGRect(origin: .zero, size: button.sizeThatFits(CGSize(width: 20, height: 20)))
        button.layoutIfNeeded()
        #expect(button.textDump() == "再生")
    }

    @Test("a navigation controller shows its top controller's title in its bar, above the controller's view")
    func navigationBar() async {
        let window = UIWindow(terminalSize: CGSize(width: 12, height: 3))
        let menu = UIViewController()
        menu.title = "Menu"
        let detail = UIViewController()
        detail.title = "Detail"
        detail.view.addSubview(label("content", frame: CGRect(x: 0, y: 0, width: 12, height: 1)))
        let navigation = UINavigationController(rootViewController: menu)
        navigation.pushViewController(detail, animated: false)
        window.rootViewController = navigation
        await window.standInRunLoop.settle()
        #expect(window.textDump().split(separator: "\n", omittingEmptySubsequences: false).prefix(2).map { $0.trimmingCharacters(in: .whitespaces) } == ["Detail", "content"])
    }
}
