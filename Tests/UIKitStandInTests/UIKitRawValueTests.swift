import Foundation
import Testing
import UIKitStandIn

/// The stand-in's enums let Swift number their cases in the order UIKit's headers declare
/// them; these are the raw values the headers give, so a case moved out of order shows here.
@MainActor
@Suite struct UIKitRawValueTests {
    @Test("table and cell enums have the raw values of UITableView.h and UITableViewCell.h")
    func tableEnums() {
        #expect([UITableView.Style.plain, .grouped, .insetGrouped].map(\.rawValue) == [0, 1, 2])
        #expect(
            [UITableView.RowAnimation.fade, .right, .left, .top, .bottom, .none, .middle, .automatic].map(\.rawValue)
                == [0, 1, 2, 3, 4, 5, 6, 100])
        #expect([UITableView.ScrollPosition.none, .top, .middle, .bottom].map(\.rawValue) == [0, 1, 2, 3])
        #expect([UITableViewCell.CellStyle.default, .value1, .value2, .subtitle].map(\.rawValue) == [0, 1, 2, 3])
        #expect([UITableViewCell.EditingStyle.none, .delete, .insert].map(\.rawValue) == [0, 1, 2])
        #expect(
            [UITableViewCell.AccessoryType.none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton]
                .map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(
            [UICollectionView.ElementCategory.cell, .supplementaryView, .decorationView].map(\.rawValue) == [0, 1, 2])
    }

    @Test("view, stack and text enums have the raw values of UIView.h, UIStackView.h and the text headers")
    func layoutEnums() {
        #expect(
            [
                UIView.ContentMode.scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top, .bottom,
                .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight,
            ].map(\.rawValue) == Array(0...12))
        #expect([NSLayoutConstraint.Axis.horizontal, .vertical].map(\.rawValue) == [0, 1])
        #expect(
            [UIStackView.Alignment.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline].map(\.rawValue)
                == [0, 1, 2, 3, 4, 5])
        #expect([UIStackView.Alignment.top, .bottom].map(\.rawValue) == [1, 4])
        #expect(
            [UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
                .map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(
            [
                NSLineBreakMode.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail,
                .byTruncatingMiddle,
            ].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect([NSTextAlignment.left, .center, .right, .justified, .natural].map(\.rawValue) == [0, 1, 2, 3, 4])
    }

    @Test("control, image and trait enums have the raw values of their headers")
    func controlAndTraitEnums() {
        #expect(
            [UIButton.ButtonType.custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close]
                .map(\.rawValue) == [0, 1, 2, 3, 4, 5, 7])
        #expect([UIMenuElement.State.off, .on, .mixed].map(\.rawValue) == [0, 1, 2])
        #expect([UIImage.RenderingMode.automatic, .alwaysOriginal, .alwaysTemplate].map(\.rawValue) == [0, 1, 2])
        #expect([UIUserInterfaceSizeClass.unspecified, .compact, .regular].map(\.rawValue) == [0, 1, 2])
        #expect([UIUserInterfaceStyle.unspecified, .light, .dark].map(\.rawValue) == [0, 1, 2])
        #expect([UIUserInterfaceIdiom.unspecified, .phone, .pad, .tv, .carPlay, .mac].map(\.rawValue) == [-1, 0, 1, 2, 3, 5])
    }
}
