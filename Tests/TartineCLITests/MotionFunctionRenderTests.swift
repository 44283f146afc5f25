import Foundation
import Testing

@Suite("CLI: a theme with a Lua motion function")
struct MotionFunctionRenderTests {
    @Test("renders mid-transition byte-identically twice, and differs from the same theme without the function")
    func rendersTwiceTheSame() throws {
        try withScratch { dir in
            let motion =
                "enter = { function(p) return { opacity = p, offset_y = (1 - p) * 30, scale = 0.8 + 0.2 * p, rotation = 15 * (1 - p) } end, duration = 0.4 }"
            try write(
                """
                return toast.theme { name = "spin", kinds = { saved = { message = "Saved" } },
                  motion = { \(motion) } }
                """, to: "\(dir)/spin.lua")
            try write(
                """
                return toast.theme { name = "plain", kinds = { saved = { message = "Saved" } },
                  motion = { enter = { "fade", duration = 0.4 } } }
                """, to: "\(dir)/plain.lua")
            for (theme, out) in [("spin", "a"), ("spin", "b"), ("plain", "c")] {
                let run = try tartine([
                    "render", "\(dir)/\(theme).lua", "--kind", "saved", "--at", "0.2", "-o", "\(dir)/\(out).png",
                ])
                #expect(run.status == 0, "\(run.err)")
            }
            let a = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/a.png"))
            let b = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/b.png"))
            let c = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/c.png"))
            #expect(a == b)
            #expect(a != c)
            let check = try tartine(["check", "\(dir)/spin.lua"])
            #expect(check.status == 0, "\(check.err)")
        }
    }

    @Test("check reports a bad sample with file:line and exits 2")
    func checkReportsBadSample() throws {
        try withScratch { dir in
            try write(
                """
                return toast.theme { name = "bad", kinds = { saved = { message = "Saved" } },
                  motion = { exit = { function(p) return { opacity = 1 - p * 2 } end } } }
                """, to: "\(dir)/bad.lua")
            let run = try tartine(["check", "\(dir)/bad.lua"])
            #expect(run.status == 2)
            #expect(
                run.err.contains(
                    "\(dir)/bad.lua:2: motion.exit[1]: the motion function at p = 0.53125, size 256×64, returned opacity: expected a number from 0 to 1, got number -0.0625\n"
                ), "\(run.err)")
        }
    }
}
