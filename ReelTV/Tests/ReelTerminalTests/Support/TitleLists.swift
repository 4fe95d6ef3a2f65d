import Foundation
import ReelDataSourceUIKit

/// A collection view cell showing a title in a label filling it.
final class TitleCollectionCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()  // sizes the content view to the cell, as UIKit does
        label.frame = contentView.bounds
    }
}

/// A table view cell showing a title in a label filling it.
final class TitleTableCell: UITableViewCell {
    let label = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()  // sizes the content view to the cell, as UIKit does
        label.frame = contentView.bounds
    }
}

/// A collection view and a table view of one section of titles, rows one point tall, each cell
/// identified by its title; the delegate records the selections a person makes.
@MainActor
final class TitleLists: NSObject, UICollectionViewDataSource, UITableViewDataSource, UICollectionViewDelegate, UITableViewDelegate {
    let titles: [String]
    let collectionView: UICollectionView
    let tableView: UITableView
    private(set) var selections: [String] = []

    init(_ titles: [String], width: CGFloat, height: CGFloat) {
        self.titles = titles
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: width, height: 1)
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        tableView = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: .plain)
        super.init()
        collectionView.register(TitleCollectionCell.self, forCellWithReuseIdentifier: "title")
        collectionView.dataSource = self
        collectionView.delegate = self
        tableView.rowHeight = 1
        tableView.estimatedRowHeight = 1
        // The stand-in's automatic header and footer heights are UIKit's 44 points; these have none.
        tableView.sectionHeaderHeight = 0
        tableView.sectionFooterHeight = 0
        tableView.register(TitleTableCell.self, forCellReuseIdentifier: "title")
        tableView.dataSource = self
        tableView.delegate = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        titles.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath)
        (cell as? TitleCollectionCell)?.label.text = titles[indexPath.item]
        cell.accessibilityIdentifier = titles[indexPath.item]
        return cell
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "title", for: indexPath)
        (cell as? TitleTableCell)?.label.text = titles[indexPath.row]
        cell.accessibilityIdentifier = titles[indexPath.row]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selections.append("collection \(titles[indexPath.item])")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selections.append("table \(titles[indexPath.row])")
    }
}
