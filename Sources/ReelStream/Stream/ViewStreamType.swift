/// What a view sees of a stream: where to send inputs and what outputs to observe.
///
/// Views depend on this (or on ``AnyViewStream``) rather than on ``ViewStream`` so tests can
/// hand them a fake.
@MainActor
public protocol ViewStreamType<Input, Output>: AnyObject {
    /// The logic's input type.
    associatedtype Input
    /// The logic's output type.
    associatedtype Output

    /// Send-only access to the inputs.
    var input: InputWrapper<Input> { get }
    /// Observe-only access to the outputs.
    var output: OutputWrapper<Output> { get }
}
