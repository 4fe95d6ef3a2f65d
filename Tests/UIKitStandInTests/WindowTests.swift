import Foundation
import Testing
import UIKitStandIn

/// Windows are hidden until shown, and of the windows of one run loop, one is the key window.
@MainActor
@Suite struct WindowTests {
    @Test("a window is hidden until makeKeyAndVisible shows it")
    func hiddenUntilShown() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(window.isHidden)
        #expect(!window.isKeyWindow)
        window.makeKeyAndVisible()
        #expect(!window.isHidden)
        #expect(window.isKeyWindow)
    }

    @Test("the window made key last is the key window of its loop; another loop has its own")
    func oneKeyWindowPerLoop() {
        let loop = StandInRunLoop()
        let first = UIWindow(frame: .zero, standInRunLoop: loop)
        let second = UIWindow(frame: .zero, standInRunLoop: loop)
        let elsewhere = UIWindow(frame: .zero)
        first.makeKeyAndVisible()
        second.makeKeyAndVisible()
        elsewhere.makeKeyAndVisible()
        #expect(!first.isKeyWindow)
        #expect(second.isKeyWindow)
        #expect(elsewhere.isKeyWindow)
        #expect(!first.isHidden, "it stays shown")
    }
}
