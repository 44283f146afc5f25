/// A value stored out of line, immutable, and shared by every copy: copying the wrapper
/// copies one reference. Setting it stores a new box, so value semantics hold; reads cost no
/// exclusivity check because the box never changes.
///
/// Used for large values that travel through the hot path of the queue (a toast's content,
/// transitions, popup styles), where writes are rare.
@propertyWrapper
struct Shared<Value: Sendable>: Sendable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    init(wrappedValue: Value) {
        box = Box(wrappedValue)
    }

    var wrappedValue: Value {
        get { box.value }
        set { box = Box(newValue) }
    }

    /// Changes the value through `body` (one new box however many fields change).
    mutating func modify(_ body: (inout Value) -> Void) {
        var value = box.value
        body(&value)
        box = Box(value)
    }

    /// Whether `other` holds this very box: then the values are the same (a box never
    /// changes), found without comparing them.
    func isIdentical(to other: Self) -> Bool { box === other.box }
}

extension Shared: Equatable where Value: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box || lhs.wrappedValue == rhs.wrappedValue }
}

extension Shared: Hashable where Value: Hashable {
    func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
