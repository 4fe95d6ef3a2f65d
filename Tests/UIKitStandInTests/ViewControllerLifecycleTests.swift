import Foundation
import Testing
import UIKitStandIn

/// A view controller loads its view lazily, hears of its root view's layout passes, and
/// balances its appearance callbacks.
@MainActor
@Suite struct ViewControllerLifecycleTests {
    let log = LifecycleLog()

    @Test("the view loads on first access: loadView, then viewDidLoad, once")
    func lazyLoading() {
        let controller = RecordingViewController("controller", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(log.take() == [])

        let view = controller.view
        #expect(log.take() == ["controller.loadView", "controller.viewDidLoad"])
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === view)
        controller.loadViewIfNeeded()
        _ = controller.view
        #expect(log.take() == [])
    }

    @Test("the default loadView makes a plain view; loadViewIfNeeded loads it")
    func defaultView() {
        let controller = UIViewController()
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded)
        #expect(type(of: controller.viewIfLoaded!) == UIView.self)
    }

    @Test("assigning nil to view releases it; the next access loads a new one")
    func unloading() {
        let controller = RecordingViewController("controller", log: log)
        let first = controller.view
        controller.view = nil
        #expect(!controller.isViewLoaded)
        #expect(controller.view !== first)
        #expect(log.take() == ["controller.loadView", "controller.viewDidLoad", "controller.loadView", "controller.viewDidLoad"])
    }

    @Test("title sets the navigation item's title")
    func title() {
        let controller = UIViewController()
        #expect(controller.navigationItem.title == nil)
        controller.title = "Reels"
        #expect(controller.title == "Reels")
        #expect(controller.navigationItem.title == "Reels")
        #expect(UINavigationItem(title: "Clips").title == "Clips")
    }

    @Test("viewWillLayoutSubviews and viewDidLayoutSubviews surround the root view's layoutSubviews")
    func layoutCallbacks() {
        let controller = RecordingViewController("controller", log: log)
        controller.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let subview = RecordingView(frame: .zero)
        subview.name = "subview"
        subview.log = log
        controller.view.addSubview(subview)
        _ = log.take()

        controller.view.layoutIfNeeded()
        #expect(
            log.take(containing: "ayout") == [
                "controller.viewWillLayoutSubviews", "controller.view.layoutSubviews",
                "controller.viewDidLayoutSubviews", "subview.layoutSubviews",
            ])
    }

    @Test("repeated begin and end calls collapse into one will and one did")
    func balancedAppearance() {
        let controller = RecordingViewController("controller", log: log)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: true)
        controller.beginAppearanceTransition(true, animated: true)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(
            log.take() == [
                "controller.viewWillAppear", "controller.viewDidAppear",
                "controller.viewWillDisappear", "controller.viewWillAppear", "controller.viewDidAppear",
            ])
    }

    @Test("a new preferredContentSize is reported to the parent")
    func preferredContentSize() {
        let parent = ContentSizeParent()
        let child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 3, height: 4)
        #expect(parent.reported.count == 1)
        #expect(parent.reported.first === child)
        #expect(child.preferredContentSize == CGSize(width: 3, height: 4))
    }
}

/// Notes the children that reported a new preferred content size.
private final class ContentSizeParent: UIViewController {
    private(set) var reported: [UIViewController] = []

    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        if let controller = container as? UIViewController { reported.append(controller) }
    }
}
