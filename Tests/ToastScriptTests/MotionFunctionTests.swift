import Testing
import ToastCore
@testable import ToastScript

/// A theme whose enter transition is `body` (the function on line 3).
private func motionTheme(_ body: String) -> String {
    """
    return toast.theme { name = "t", kinds = { saved = { message = "Saved" } },
      motion = { enter = {
        function(p, size) \(body) end,
        duration = 0.3 } } }
    """
}

@Suite("Motion in Lua: a transition function sampled at load")
struct MotionFunctionTests {
    @Test("the function is sampled at p = i/32 into 33 exact keyframes, interpolated linearly between")
    func samplingIsExact() throws {
        let dir = try temporaryDirectory([
            "theme.lua": motionTheme(
                "return { opacity = p, offset_x = 3 * p, offset_y = (1 - p) * 20, scale = 0.9 + 0.1 * p, rotation = 90 * (1 - p) }"
            )
        ])
        let enter = try ThemeLoader().load("\(dir)/theme.lua").theme.motion.enter
        let keyframes = try #require(enter.keyframes)
        #expect(TransitionKeyframes.sampleCount == 33)
        #expect(keyframes.frames.count == 33)
        #expect(enter.duration == 0.3)
        for (i, frame) in keyframes.frames.enumerated() {
            let p = Double(i) / 32
            #expect(
                frame
                    == TransitionKeyframe(
                        opacity: p, offset: Point(x: 3 * p, y: (1 - p) * 20),
                        scale: 0.9 + 0.1 * p, rotation: 90 * (1 - p) * .pi / 180))
        }
        // Halfway between the first two samples: the mean of both, exactly.
        #expect(!keyframes.dependsOnSize)
        let size = Size(width: 300, height: 50)
        let between = keyframes.transform(at: 1.0 / 64, size: size)
        let (a, b) = (keyframes.frames[0], keyframes.frames[1])
        #expect(between.opacity == (a.opacity + b.opacity) / 2)
        #expect(between.offset.y == a.offset.y + (b.offset.y - a.offset.y) * 0.5)
        #expect(between.rotation == a.rotation + (b.rotation - a.rotation) * 0.5)
        #expect(
            keyframes.transform(at: 1, size: size)
                == LayerTransform(opacity: 1, offset: Point(x: 3, y: 0), scale: 1, rotation: 0))
        #expect(keyframes.transform(at: -1, size: size) == keyframes.transform(at: 0, size: size))
    }

    @Test("the frames drawn come from the samples, not from fade, slide or scale")
    func framesFollowTheSamples() throws {
        let dir = try temporaryDirectory([
            "theme.lua": motionTheme(
                "return { opacity = p * p, offset_y = (1 - p) * 40, rotation = 10 * (1 - p) }")
        ])
        let theme = try ThemeLoader().load("\(dir)/theme.lua").theme
        let content = try theme.content(kind: "saved", context: SceneSetting.standard.context)
        // Linear curve progress is not the default: take the curve's own value at half the duration.
        let v = theme.motion.enter.curve.value(at: 0.5)
        let frame = theme.frame(showing: content, at: 0.15, on: .iPhone15, measurer: MonospaceMeasurer())
        let layer = try #require(frame.toasts.first)
        let expected = try #require(theme.motion.enter.keyframes).transform(at: v, size: layer.frame.size)
        #expect(layer.transform == expected)
        #expect(layer.transform.rotation > 0 && layer.transform.offset.y > 0 && layer.transform.opacity < 1)
    }

    @Test(
        "a bad sample is an error at the function's line, naming p",
        arguments: [
            (
                "return { opacity = p * 2 }",
                "DIR/theme.lua:3: motion.enter[1]: the motion function at p = 0.53125, size 256×64, returned opacity: expected a number from 0 to 1, got number 1.0625"
            ),
            (
                "return { opacity = 0/0 }",
                "DIR/theme.lua:3: motion.enter[1]: the motion function at p = 0, size 256×64, returned opacity: expected a number from 0 to 1, got number nan"
            ),
            (
                "return { scale = 1 }",
                "DIR/theme.lua:3: motion.enter[1]: the motion function at p = 0, size 256×64, returned: missing required key 'opacity' (a number from 0 to 1)"
            ),
            (
                "return { opacity = p, opacty = 1 }",
                "DIR/theme.lua:3: motion.enter[1]: the motion function at p = 0, size 256×64, returned opacty: unknown key. Did you mean 'opacity'?"
            ),
            (
                "return { opacity = p, rotation = \"90\" }",
                "DIR/theme.lua:3: motion.enter[1]: the motion function at p = 0, size 256×64, returned rotation: expected a number from -360 to 360, got string \"90\""
            ),
            (
                "if p > 0.5 then return 1 end return { opacity = p }",
                "DIR/theme.lua:3: motion.enter[1]: the motion function at p = 0.53125, size 256×64, returned number 1; expected a table { opacity, offset_x, offset_y, scale, rotation }"
            ),
        ])
    func badSamples(body: String, expected: String) throws {
        #expect(try loadErrors(motionTheme(body)) == [expected])
    }

    @Test("the function gets the toast's size; its values, affine in the size, are exact for any size")
    func sizeEntersAffinely() throws {
        let dir = try temporaryDirectory([
            "theme.lua": motionTheme(
                "return { opacity = p, offset_x = (1 - p) * size.width / 2 - 8 * p, offset_y = (1 - p) * (size.height + 12), scale = 1 - (1 - p) * 16 / size.width * 0 }"
            )
        ])
        let keyframes = try #require(try ThemeLoader().load("\(dir)/theme.lua").theme.motion.enter.keyframes)
        #expect(keyframes.dependsOnSize)
        for size in [Size(width: 393, height: 52), Size(width: 120, height: 300), Size(width: 1000, height: 44.5)] {
            for i in 0...32 {
                let p = Double(i) / 32
                let frame = keyframes.keyframe(i, size: size)
                #expect(abs(frame.offset.x - ((1 - p) * size.width / 2 - 8 * p)) < 1e-9)
                #expect(abs(frame.offset.y - (1 - p) * (size.height + 12)) < 1e-9)
                #expect(frame.opacity == p && frame.scale == 1)
            }
            #expect(abs(keyframes.transform(at: 0, size: size).offset.y - (size.height + 12)) < 1e-9)
        }
    }

    @Test("a drawn frame slides the toast by its own laid-out height")
    func drawnFramesUseTheLaidOutSize() throws {
        let dir = try temporaryDirectory([
            "theme.lua": motionTheme("return { opacity = 1, offset_y = (1 - p) * size.height }")
        ])
        let theme = try ThemeLoader().load("\(dir)/theme.lua").theme
        let short = try theme.content(kind: "saved", context: SceneSetting.standard.context)
        let long = try theme.content(
            kind: "saved", message: String(repeating: "A longer message that wraps. ", count: 6),
            context: SceneSetting.standard.context)
        for content in [short, long] {
            let frame = theme.frame(showing: content, at: 0, on: .iPhone15, measurer: MonospaceMeasurer())
            let layer = try #require(frame.toasts.first)
            #expect(abs(layer.transform.offset.y - layer.frame.size.height) < 1e-9)
        }
    }

    @Test(
        "a function not affine in the size is refused with the values it gave",
        arguments: [
            (
                "return { opacity = 1, offset_y = math.min(size.height, 80) * (1 - p) }",
                "DIR/theme.lua:3: motion.enter[1]: the motion function at p = 0 is not linear in the toast's size: offset_y is 80 at 384×96 where 256×64, 512×64 and 256×128 give 64, 64 and 80 (so 72 expected); write it as a + b * size.width + c * size.height"
            ),
            (
                "return { opacity = 1, rotation = size.width > 300 and 10 or 0 }",
                "DIR/theme.lua:3: motion.enter[1]: the motion function at p = 0 is not linear in the toast's size: rotation is 10 at 384×96 where 256×64, 512×64 and 256×128 give 0, 10 and 0 (so 5 expected); write it as a + b * size.width + c * size.height"
            ),
            (
                "return { opacity = size.height / 100 }",
                "DIR/theme.lua:3: motion.enter[1]: the motion function at p = 0, size 256×128, returned opacity: expected a number from 0 to 1, got number 1.28"
            ),
        ])
    func notAffine(body: String, expected: String) throws {
        #expect(try loadErrors(motionTheme(body)) == [expected])
    }

    @Test("a motion function with fade, slide or scale is refused")
    func mixedWithEffects() throws {
        let source = """
            return toast.theme { name = "t", kinds = { saved = { message = "Saved" } },
              motion = { enter = { "fade", function(p) return { opacity = p } end } } }
            """
        #expect(
            try loadErrors(source) == [
                "DIR/theme.lua:2: motion.enter: a motion function replaces fade, slide and scale: use one or the other"
            ])
    }
}
