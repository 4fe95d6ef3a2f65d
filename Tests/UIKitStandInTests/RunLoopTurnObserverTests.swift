import Foundation
import Testing
import UIKitStandIn

/// What a front end and a measurement read of a run loop: observers called at the end of every
/// turn, turns run until idle, layout passes, and the views that joined its windows.
@MainActor
@Suite struct RunLoopTurnObserverTests {
    @Test("turn observers run at the end of every turn, after the layout pass and what waited for it")
    func observersRunAfterLayout() {
        let loop = StandInRunLoop()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10), standInRunLoop: loop)
        let view = LayoutLoggingView(frame: .zero)
        var log: [String] = []
        view.onLayout = { log.append("layout") }
        window.addSubview(view)
        loop.addTurnObserver { log.append("observer 1") }
        loop.addTurnObserver { log.append("observer 2") }
        loop.perform { log.append("block") }
        loop.runTurn()
        #expect(log == ["block", "layout", "observer 1", "observer 2"])
        loop.runTurn()
        #expect(log.suffix(2) == ["observer 1", "observer 2"], "an empty turn calls them too")
    }

    @Test("runUntilIdle runs turns until nothing is queued, within its bound")
    func runUntilIdle() {
        let loop = StandInRunLoop()
        var remaining = 3
        func queue() {
            loop.perform {
                remaining -= 1
                if remaining > 0 { queue() }
            }
        }
        queue()
        #expect(loop.runUntilIdle())
        #expect(remaining == 0)
        #expect(loop.turnCount == 3)

        func forever() { loop.perform { forever() } }
        forever()
        #expect(!loop.runUntilIdle(maxTurns: 5), "work that keeps queueing work stops at the bound")
        #expect(loop.turnCount == 8)
    }

    @Test("a layout pass is a turn in which a window was laid out")
    func layoutPasses() {
        let loop = StandInRunLoop()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10), standInRunLoop: loop)
        window.addSubview(UIView(frame: .zero))
        loop.runTurn()
        #expect(loop.layoutPassCount == 1)
        loop.perform {}
        loop.runTurn()
        #expect(loop.layoutPassCount == 1, "a turn without layout is no pass")
        window.setNeedsLayout()
        loop.runTurn()
        #expect(loop.layoutPassCount == 2)
    }

    @Test("a view is counted once, when it first joins a window of the loop, with its subviews")
    func viewsJoined() {
        let loop = StandInRunLoop()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10), standInRunLoop: loop)
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10), standInRunLoop: loop)
        let container = UIView(frame: .zero)
        container.addSubview(UIView(frame: .zero))
        container.addSubview(UIView(frame: .zero))
        #expect(loop.viewsJoinedCount == 0, "views outside a window are not counted")
        window.addSubview(container)
        #expect(loop.viewsJoinedCount == 3)
        container.removeFromSuperview()
        window.addSubview(container)
        other.addSubview(container)
        #expect(loop.viewsJoinedCount == 3, "a view that comes back or moves on was counted already")
        container.addSubview(UIView(frame: .zero))
        #expect(loop.viewsJoinedCount == 4)
    }
}

/// A view that reports its layout passes.
private final class LayoutLoggingView: UIView {
    var onLayout: () -> Void = {}

    override func layoutSubviews() {
        onLayout()
    }
}
