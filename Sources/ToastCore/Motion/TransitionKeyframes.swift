/// One sample of a keyframed transition: the layer's state at one progress, the same values a
/// frame's ``LayerTransform`` holds.
public typealias TransitionKeyframe = LayerTransform

/// A transition described by equally spaced keyframes over its progress (0 hidden, 1 shown),
/// linearly interpolated: what a theme's Lua motion function becomes at load, so that drawing
/// a frame never runs Lua.
public struct TransitionKeyframes: Sendable, Hashable {
    /// How many keyframes a Lua motion function is sampled into, at p = i / (count - 1).
    public static let sampleCount = 33

    /// The keyframes, at progress `i / (frames.count - 1)`.
    public let frames: [TransitionKeyframe]

    /// Creates keyframes from at least two equally spaced samples.
    /// - Returns: nil for fewer than two frames.
    public init?(_ frames: [TransitionKeyframe]) {
        guard frames.count >= 2 else { return nil }
        self.frames = frames
    }

    /// The linearly interpolated state at progress `p` (clamped to 0…1; NaN counts as 0).
    public func transform(at p: Double) -> LayerTransform {
        let last = frames.count - 1
        let position = p > 0 ? min(p, 1) * Double(last) : 0
        let index = min(Int(position), last - 1)
        let f = position - Double(index)
        let a = frames[index]
        let b = frames[index + 1]
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return LayerTransform(
            opacity: min(max(mix(a.opacity, b.opacity), 0), 1),
            offset: Point(x: mix(a.offset.x, b.offset.x), y: mix(a.offset.y, b.offset.y)),
            scale: mix(a.scale, b.scale),
            rotation: mix(a.rotation, b.rotation))
    }
}
