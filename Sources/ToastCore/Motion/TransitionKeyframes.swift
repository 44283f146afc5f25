/// One sample of a keyframed transition: the layer's state at one progress, the same values a
/// frame's ``LayerTransform`` holds.
public typealias TransitionKeyframe = LayerTransform

/// A transition described by equally spaced keyframes over its progress (0 hidden, 1 shown),
/// linearly interpolated: what a theme's Lua motion function of progress and the toast's size
/// becomes at load, so that drawing a frame never runs Lua.
///
/// Each keyframe is affine in the toast's laid-out size: its values are
/// `frames[i] + width × widthTerms[i] + height × heightTerms[i]` (each of opacity, offsets,
/// scale and rotation on its own). A function that ignores the size has zero terms; one that
/// slides by its own height (`offset_y = (1 - p) * size.height`) has a height term of `1 - p`
/// for `offset_y`. The state for a size is exact for any size, known only at layout time.
public struct TransitionKeyframes: Sendable, Hashable {
    /// How many keyframes a Lua motion function is sampled into, at p = i / (count - 1).
    public static let sampleCount = 33

    /// The keyframes for a toast of size zero, at progress `i / (frames.count - 1)`.
    public let frames: [TransitionKeyframe]
    /// What each point of the toast's width adds to each keyframe's values.
    public let widthTerms: [TransitionKeyframe]
    /// What each point of the toast's height adds to each keyframe's values.
    public let heightTerms: [TransitionKeyframe]

    /// Terms that add nothing.
    static let noTerm = TransitionKeyframe(opacity: 0, offset: .zero, scale: 0, rotation: 0)

    /// Creates keyframes that do not depend on the toast's size, from at least two equally
    /// spaced samples.
    /// - Returns: nil for fewer than two frames.
    public init?(_ frames: [TransitionKeyframe]) {
        self.init(frames, widthTerms: frames.map { _ in Self.noTerm }, heightTerms: frames.map { _ in Self.noTerm })
    }

    /// Creates keyframes affine in the toast's size: `frames` for size zero and what each point
    /// of width and height adds to them.
    /// - Returns: nil for fewer than two frames or terms not one per frame.
    public init?(_ frames: [TransitionKeyframe], widthTerms: [TransitionKeyframe], heightTerms: [TransitionKeyframe]) {
        guard frames.count >= 2, widthTerms.count == frames.count, heightTerms.count == frames.count else {
            return nil
        }
        self.frames = frames
        self.widthTerms = widthTerms
        self.heightTerms = heightTerms
    }

    /// Whether any keyframe depends on the toast's size.
    public var dependsOnSize: Bool {
        !(widthTerms.allSatisfy { $0 == Self.noTerm } && heightTerms.allSatisfy { $0 == Self.noTerm })
    }

    /// Keyframe `i` for a toast of `size`.
    public func keyframe(_ i: Int, size: Size) -> TransitionKeyframe {
        let (a, w, h) = (frames[i], widthTerms[i], heightTerms[i])
        func value(_ base: Double, _ perWidth: Double, _ perHeight: Double) -> Double {
            base + size.width * perWidth + size.height * perHeight
        }
        return TransitionKeyframe(
            opacity: value(a.opacity, w.opacity, h.opacity),
            offset: Point(
                x: value(a.offset.x, w.offset.x, h.offset.x), y: value(a.offset.y, w.offset.y, h.offset.y)),
            scale: value(a.scale, w.scale, h.scale), rotation: value(a.rotation, w.rotation, h.rotation))
    }

    /// The linearly interpolated state at progress `p` (clamped to 0…1; NaN counts as 0) of a
    /// toast of `size` (its laid-out size, in points). Opacity is kept within 0…1 and scale
    /// within 0…4, the ranges a sample may have.
    public func transform(at p: Double, size: Size) -> LayerTransform {
        let last = frames.count - 1
        let position = p > 0 ? min(p, 1) * Double(last) : 0
        let index = min(Int(position), last - 1)
        let f = position - Double(index)
        let a = keyframe(index, size: size)
        let b = keyframe(index + 1, size: size)
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return LayerTransform(
            opacity: min(max(mix(a.opacity, b.opacity), 0), 1),
            offset: Point(x: mix(a.offset.x, b.offset.x), y: mix(a.offset.y, b.offset.y)),
            scale: min(max(mix(a.scale, b.scale), 0), 4),
            rotation: mix(a.rotation, b.rotation))
    }
}
