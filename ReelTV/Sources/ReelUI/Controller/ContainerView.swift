/// The view of a container controller: every subview fills it, so the child it shows follows
/// the container's size through rotations.
final class ContainerView: View {
    override func layoutSubviews() {
        for subview in subviews {
            subview.frame = bounds
        }
    }
}
