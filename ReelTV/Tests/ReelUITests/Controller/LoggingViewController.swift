import ReelUI

/// A controller that writes every lifecycle call it gets to a shared log as `"name.call"`.
///
/// Trait entries carry orientations: `willTransition portrait→landscape` reads "current →
/// new", so it shows whether the controller still sees the old traits; `traitCollectionDidChange`
/// reads "previous → current". Each `willTransition` also registers an alongside animation and
/// a completion that log themselves.
final class LoggingViewController: ViewController {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init()
    }

    private func record(_ call: String) {
        log.append("\(name).\(call)")
    }

    override func loadView() {
        record("loadView")
        super.loadView()
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

    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        record("willMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }

    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        record("didMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }

    override func willTransition(to newTraits: TraitCollection, with coordinator: TransitionCoordinator) {
        super.willTransition(to: newTraits, with: coordinator)
        record("willTransition \(orientation(traitCollection))→\(newTraits.orientation)")
        coordinator.animate(
            alongsideTransition: { [self] _ in record("alongside") },
            completion: { [self] _ in record("completion") })
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        record("traitCollectionDidChange \(orientation(previousTraitCollection))→\(orientation(traitCollection))")
    }

    private func orientation(_ traits: TraitCollection?) -> String {
        traits.map(\.orientation.rawValue) ?? "none"
    }
}
