import ToastCore

/// Turns a transition's Lua motion function of progress and the toast's size into keyframes,
/// once, at load.
///
/// The size of a toast is known only at layout time, and drawing never runs Lua. So the
/// function is called at each progress for three sizes (256×64, 512×64 and 256×128 points),
/// which give each value as `a + b × width + c × height`, exact for any size; a fourth size
/// (384×96) checks that the function really is of that form. Values that ignore the size, or
/// scale with it (`offset_y = (1 - p) * size.height`), are; a function that is not
/// (`math.min(size.height, 40)`, a branch on the width) is refused with the values it gave.
enum MotionSampler {
    /// The sizes each progress is sampled at: the reference, one wider, one taller, and the
    /// check in between.
    static let sizes = [
        Size(width: 256, height: 64), Size(width: 512, height: 64), Size(width: 256, height: 128),
        Size(width: 384, height: 96),
    ]

    /// Calls `function(p, size)` at p = i / (n - 1) for the `TransitionKeyframes.sampleCount`
    /// samples and each of `sizes`, checking every result against `MotionSchemas.sample`. The
    /// first bad sample is reported at the function's line, with its p and size, and nothing is
    /// returned.
    static func sample(_ function: LuaFunctionRef, at path: KeyPath, _ context: DecodeContext) -> TransitionKeyframes? {
        guard let vm = context.vm else {
            context.error(path, "a motion function cannot be used here")
            return nil
        }
        let count = TransitionKeyframes.sampleCount
        var frames: [TransitionKeyframe] = []
        var widthTerms: [TransitionKeyframe] = []
        var heightTerms: [TransitionKeyframe] = []
        for i in 0..<count {
            let p = Double(i) / Double(count - 1)
            var samples: [TransitionKeyframe] = []
            for size in sizes {
                guard let sample = sample(function, vm: vm, p: p, size: size, path: path, context) else { return nil }
                samples.append(sample)
            }
            guard let terms = affine(samples, p: p, path: path, context) else { return nil }
            frames.append(terms.base)
            widthTerms.append(terms.perWidth)
            heightTerms.append(terms.perHeight)
        }
        return TransitionKeyframes(frames, widthTerms: widthTerms, heightTerms: heightTerms)
    }

    /// `function(p, { width, height })`, checked against the schema.
    private static func sample(
        _ function: LuaFunctionRef, vm: LuaVM, p: Double, size: Size, path: KeyPath, _ context: DecodeContext
    ) -> TransitionKeyframe? {
        let at = "the motion function at p = \(NumberText.short(p)), size \(describe(size)),"
        let sizeTable = LuaValue.table(
            LuaTable(
                sortedFields: [
                    (key: "height", value: .number(size.height)), (key: "width", value: .number(size.width)),
                ],
                array: [], otherKeys: []))
        let result: LuaValue
        do throws(LuaError) { result = try vm.call(function, [.number(p), sizeTable]) } catch {
            context.error(path, "\(at) failed: \(error)")
            return nil
        }
        guard let table = result.tableValue else {
            context.error(
                path,
                "\(at) returned \(result.described); expected a table { opacity, offset_x, offset_y, scale, rotation }")
            return nil
        }
        // The schema's own messages, moved to the function's line and prefixed with p and size.
        let scratch = DecodeContext(file: context.file, sourceMap: SourceMap(source: ""), vm: nil)
        var frame = TransitionKeyframe()
        MotionSchemas.sample.decode(table, at: .root, into: &frame, scratch)
        if let problem = scratch.diagnostics.first {
            let key = problem.path.isRoot ? "" : " \(problem.path)"
            context.error(path, "\(at) returned\(key): \(problem.message)")
            return nil
        }
        return frame
    }

    /// The samples at the four `sizes` as `base + width × perWidth + height × perHeight`, or
    /// nil (with an error) when the fourth is not what the first three make of it.
    private static func affine(
        _ samples: [TransitionKeyframe], p: Double, path: KeyPath, _ context: DecodeContext
    ) -> (base: TransitionKeyframe, perWidth: TransitionKeyframe, perHeight: TransitionKeyframe)? {
        let channels: [(String, (TransitionKeyframe) -> Double, Double)] = [
            ("opacity", \.opacity, 1), ("offset_x", \.offset.x, 1), ("offset_y", \.offset.y, 1),
            ("scale", \.scale, 1), ("rotation", \.rotation, 180 / .pi),
        ]
        var terms: [(base: Double, perWidth: Double, perHeight: Double)] = []
        let (s0, s1, s2, s3) = (sizes[0], sizes[1], sizes[2], sizes[3])
        for (name, value, unit) in channels {
            let (v0, v1, v2, v3) = (value(samples[0]), value(samples[1]), value(samples[2]), value(samples[3]))
            let perWidth = (v1 - v0) / (s1.width - s0.width)
            let perHeight = (v2 - v0) / (s2.height - s0.height)
            let base = v0 - perWidth * s0.width - perHeight * s0.height
            let predicted = base + perWidth * s3.width + perHeight * s3.height
            guard abs(predicted - v3) <= 1e-9 * max(1, abs(v3)) else {
                // In the unit the function wrote (degrees for rotation), to 9 decimals.
                func shown(_ v: Double) -> String { NumberText.short((v * unit * 1e9).rounded() / 1e9) }
                context.error(
                    path,
                    "the motion function at p = \(NumberText.short(p)) is not linear in the toast's size: \(name) is "
                        + "\(shown(v3)) at \(describe(s3)) where \(describe(s0)), \(describe(s1)) "
                        + "and \(describe(s2)) give \(shown(v0)), \(shown(v1)) and \(shown(v2)) "
                        + "(so \(shown(predicted)) expected); "
                        + "write it as a + b * size.width + c * size.height")
                return nil
            }
            terms.append((base, perWidth, perHeight))
        }
        func keyframe(_ part: ((base: Double, perWidth: Double, perHeight: Double)) -> Double) -> TransitionKeyframe {
            TransitionKeyframe(
                opacity: part(terms[0]), offset: Point(x: part(terms[1]), y: part(terms[2])), scale: part(terms[3]),
                rotation: part(terms[4]))
        }
        return (keyframe(\.base), keyframe(\.perWidth), keyframe(\.perHeight))
    }

    private static func describe(_ size: Size) -> String {
        "\(NumberText.short(size.width))×\(NumberText.short(size.height))"
    }
}
