import ToastCore

/// Turns a transition's Lua motion function into keyframes, once, at load.
enum MotionSampler {
    /// Calls `function` at p = i / (n - 1) for the `TransitionKeyframes.sampleCount` samples and
    /// checks every result against `MotionSchemas.sample`. The first bad sample is reported at
    /// the function's line, with its p, and nothing is returned.
    static func sample(_ function: LuaFunctionRef, at path: KeyPath, _ context: DecodeContext) -> TransitionKeyframes? {
        guard let vm = context.vm else {
            context.error(path, "a motion function cannot be used here")
            return nil
        }
        let count = TransitionKeyframes.sampleCount
        var frames: [TransitionKeyframe] = []
        frames.reserveCapacity(count)
        for i in 0..<count {
            let p = Double(i) / Double(count - 1)
            let at = "the motion function at p = \(NumberText.short(p))"
            let result: LuaValue
            do throws(LuaError) { result = try vm.call(function, [.number(p)]) } catch {
                context.error(path, "\(at) failed: \(error)")
                return nil
            }
            guard let table = result.tableValue else {
                context.error(
                    path,
                    "\(at) returned \(result.described); expected a table { opacity, offset_x, offset_y, scale, rotation }"
                )
                return nil
            }
            // The schema's own messages, moved to the function's line and prefixed with p.
            let scratch = DecodeContext(file: context.file, sourceMap: SourceMap(source: ""), vm: nil)
            var frame = TransitionKeyframe()
            MotionSchemas.sample.decode(table, at: .root, into: &frame, scratch)
            if let problem = scratch.diagnostics.first {
                let key = problem.path.isRoot ? "" : " \(problem.path)"
                context.error(path, "\(at) returned\(key): \(problem.message)")
                return nil
            }
            frames.append(frame)
        }
        return TransitionKeyframes(frames)
    }
}
