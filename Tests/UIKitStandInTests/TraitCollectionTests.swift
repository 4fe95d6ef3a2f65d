import Foundation
import Testing
import UIKitStandIn

/// UITraitCollection's traits, merging and comparison, and the traits windows give their
/// views and controllers.
@MainActor
@Suite struct TraitCollectionTests {
    let log = LifecycleLog()

    @Test("a new collection specifies no trait")
    func unspecified() {
        let traits = UITraitCollection()
        #expect(traits.horizontalSizeClass == .unspecified)
        #expect(traits.verticalSizeClass == .unspecified)
        #expect(traits.userInterfaceIdiom == .unspecified)
        #expect(traits.displayScale == 0)
        #expect(traits.userInterfaceStyle == .unspecified)
    }

    @Test("each single-trait initialiser specifies its trait only")
    func singleTraits() {
        #expect(UITraitCollection(horizontalSizeClass: .compact).horizontalSizeClass == .compact)
        #expect(UITraitCollection(horizontalSizeClass: .compact).verticalSizeClass == .unspecified)
        #expect(UITraitCollection(verticalSizeClass: .regular).verticalSizeClass == .regular)
        #expect(UITraitCollection(verticalSizeClass: .regular).horizontalSizeClass == .unspecified)
        #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
        #expect(UITraitCollection(displayScale: 3).displayScale == 3)
        #expect(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
        #expect(UITraitCollection(userInterfaceStyle: .dark).displayScale == 0)
    }

    @Test("init(traitsFrom:) takes each trait from the last collection that specifies it")
    func merging() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(displayScale: 2),
            UITraitCollection(),
        ])
        #expect(merged.horizontalSizeClass == .regular)
        #expect(merged.verticalSizeClass == .regular)
        #expect(merged.displayScale == 2)
        #expect(merged.userInterfaceIdiom == .unspecified)
        #expect(UITraitCollection(traitsFrom: []) == UITraitCollection())
    }

    @Test("containsTraits(in:) compares the traits the other collection specifies")
    func containment() {
        let phone = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(userInterfaceIdiom: .phone),
        ])
        #expect(phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(phone.containsTraits(in: UITraitCollection()))
        #expect(phone.containsTraits(in: nil))
        #expect(!phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        #expect(!phone.containsTraits(in: UITraitCollection(displayScale: 2)))
    }

    @Test("collections with the same traits are equal and hash alike; others are not equal")
    func equality() {
        let one = UITraitCollection(traitsFrom: [UITraitCollection(verticalSizeClass: .compact), UITraitCollection(displayScale: 2)])
        let other = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(verticalSizeClass: .compact)])
        #expect(one == other)
        #expect(one.hash == other.hash)
        #expect(Set([one, other]).count == 1)
        #expect(one != UITraitCollection(displayScale: 2))
    }

    @Test("a window's traits follow its size as an iPhone's: upright compact×regular, sideways compact×compact")
    func windowTraits() {
        let upright = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 80)).traitCollection
        #expect(upright.horizontalSizeClass == .compact)
        #expect(upright.verticalSizeClass == .regular)
        #expect(upright.userInterfaceIdiom == .phone)
        #expect(upright.displayScale == 1)
        #expect(upright.userInterfaceStyle == .light)
        let sideways = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 40)).traitCollection
        #expect(sideways.horizontalSizeClass == .compact)
        #expect(sideways.verticalSizeClass == .compact)
        #expect(UIWindow.standInTraits(for: CGSize(width: 40, height: 80)) == upright)
    }

    @Test("a view has its window's traits, unspecified outside one, and hears when they change")
    func viewTraits() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 80))
        let outer = RecordingView(frame: .zero)
        outer.name = "outer"
        outer.log = log
        let inner = RecordingView(frame: .zero)
        inner.name = "inner"
        inner.log = log
        outer.addSubview(inner)
        #expect(inner.traitCollection == UITraitCollection())

        window.addSubview(outer)
        #expect(inner.traitCollection == window.traitCollection)
        #expect(
            log.take() == [
                "outer.traitCollectionDidChange unspecified→regular", "inner.traitCollectionDidChange unspecified→regular",
            ])

        outer.removeFromSuperview()
        #expect(log.take().contains("inner.traitCollectionDidChange regular→unspecified"))
    }

    @Test("a controller has its window's traits through its parent; outside a window none")
    func controllerTraits() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 80))
        let root = RecordingViewController("root", log: log)
        let child = RecordingViewController("child", log: log)
        root.addChild(child)
        #expect(child.traitCollection == UITraitCollection())
        _ = log.take()

        window.rootViewController = root
        #expect(child.traitCollection == window.traitCollection)
        #expect(
            log.take(containing: "traitCollectionDidChange").prefix(2) == [
                "root.traitCollectionDidChange unspecified→regular", "child.traitCollectionDidChange unspecified→regular",
            ])
    }
}
