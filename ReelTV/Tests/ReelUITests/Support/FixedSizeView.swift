import ReelUI

/// A view that would like the same size whatever it is offered, so a stack's layout is plain
/// arithmetic.
final class FixedSizeView: View {
    let fittingSize: Size

    init(_ width: Int, _ height: Int) {
        fittingSize = Size(width: width, height: height)
        super.init()
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        fittingSize
    }
}
