import Foundation
import UIKitStandIn

/// A table view and collection view delegate that records what it is asked and told about a
/// person's selection, as `"willSelect 0.1"`, and answers as a test sets it up.
@MainActor
final class SelectionRecorder: NSObject, UITableViewDelegate, UICollectionViewDelegate {
    private(set) var calls: [String] = []
    /// The paths whose selection or deselection the delegate refuses.
    var refused: Set<IndexPath> = []
    /// The paths a table delegate selects or deselects instead of the ones asked about.
    var redirected: [IndexPath: IndexPath] = [:]

    func forget() {
        calls = []
    }

    private func record(_ call: String, _ path: IndexPath) {
        calls.append("\(call) \(path.section).\(path.item)")
    }

    private func answer(_ path: IndexPath) -> IndexPath? {
        refused.contains(path) ? nil : redirected[path] ?? path
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        record("willSelect", indexPath)
        return answer(indexPath)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        record("didSelect", indexPath)
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        record("willDeselect", indexPath)
        return answer(indexPath)
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        record("didDeselect", indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        record("shouldSelect", indexPath)
        return !refused.contains(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        record("didSelect", indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        record("shouldDeselect", indexPath)
        return !refused.contains(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        record("didDeselect", indexPath)
    }
}
