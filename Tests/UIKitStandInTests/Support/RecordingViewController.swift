import Foundation
import UIKitStandIn

/// A controller that writes every lifecycle call it gets to a shared log as `"name.call"`.
///
/// Trait entries carry vertical size classes: `willTransition regular→compact` reads "current
/// → new", so it shows whether the controller still sees the old traits;
/// `traitCollectionDidChange` reads "previous → current". Each `willTransition` and
/// `viewWillTransition` also registers an alongside block and a completion that log
/// themselves.
final class RecordingViewController: UIViewController {
    let name: String
    let log: LifecycleLog

    init(_ name: String, log: LifecycleLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    private func record(_ call: String) {
        log.append("\(name).\(call)")
    }

    override func loadView() {
        record("loadView")
        let view = RecordingView(frame: .zero)
        view.name = "\(name).view"
        view.log = log
        self.view = view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        record("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        record("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        record("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        record("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        record("viewDidDisappear")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        record("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        record("viewDidLayoutSubviews")
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        record("willMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record("didMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }

    override func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        record("willTransition \(traitCollection.verticalWord)→\(newCollection.verticalWord)")
        coordinator.animate(
            alongsideTransition: { [self] _ in record("alongside traits") },
            completion: { [self] _ in record("completion traits") })
        super.willTransition(to: newCollection, with: coordinator)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        record("viewWillTransition \(describe(view.bounds.size))→\(describe(size))")
        coordinator.animate(
            alongsideTransition: { [self] _ in record("alongside size \(describe(view.bounds.size))") },
            completion: { [self] _ in record("completion size") })
        super.viewWillTransition(to: size, with: coordinator)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        record(
            "traitCollectionDidChange \(previousTraitCollection?.verticalWord ?? "nil")→\(traitCollection.verticalWord)")
    }

    private func describe(_ size: CGSize) -> String {
        "\(Int(size.width))x\(Int(size.height))"
    }
}

/// A view that logs its layout passes and trait changes as `"name.call"`.
final class RecordingView: UIView {
    var name = "view"
    var log: LifecycleLog?

    override func layoutSubviews() {
        super.layoutSubviews()
        log?.append("\(name).layoutSubviews")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log?.append(
            "\(name).traitCollectionDidChange \(previousTraitCollection?.verticalWord ?? "nil")→\(traitCollection.verticalWord)"
        )
    }
}
