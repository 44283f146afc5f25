import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Busy processes (`sh -c 'while :; do :; done'`), one per core and one more, killed by `stop`.
private struct CPUHog {
    private var processes: [Process] = []

    init() throws {
        let cores = max(ProcessInfo.processInfo.activeProcessorCount, 1)
        for _ in 0...cores {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "while :; do :; done"]
            try process.run()
            processes.append(process)
        }
    }

    /// SIGKILL: the test runner's children do not all die of SIGTERM.
    func stop() {
        for process in processes {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}

@Suite("tartine with plugins: a run's budget, and a loaded machine", .serialized)
struct PluginRunCLITests {
    /// A plugin whose output once depended on the machine: addresses in `tostring`, `pairs` over
    /// table keys, and calls cut by the wall clock (here every call ends on its instruction budget).
    static let plugin = """
        local made = {}
        return toast.plugin { name = "busy", api = 1,
          on = {
            will_show = function(_, t)
              local key = {}
              made[#made + 1] = key
              local seen = {}
              for k in pairs(setmetatable({ [key] = 1, [made[1]] = 2, [log] = 3 }, nil)) do seen[#seen + 1] = tostring(k) end
              log(t.kind .. " " .. tostring(key) .. " " .. table.concat(seen, ", ") .. " " .. string.format("%s", made))
            end,
            did_show = function(_, t)
              if t.kind ~= "saved" then return end
              toast.show("info", { message = "after " .. tostring({}) })
              local n = 0
              while true do n = n + 1 end
            end,
          } }
        """

    @Test("play beside a CPU hog writes the same transcript, pictures and stderr as on an idle machine")
    func sameBytesUnderLoad() throws {
        try withScratch { dir in
            for sub in ["themes", "plugins", "scenarios"] {
                try FileManager.default.createDirectory(atPath: "\(dir)/\(sub)", withIntermediateDirectories: true)
            }
            try write(
                """
                return toast.theme { name = "t", plugins = { "busy" },
                  kinds = { saved = { message = "Saved" }, info = { message = "Info" } } }
                """, to: "\(dir)/themes/t.lua")
            try write(Self.plugin, to: "\(dir)/plugins/busy.lua")
            try write(
                """
                return toast.scenario { theme = "t", screen = "iphone-15",
                  events = { { at = 0, show = "saved" }, { at = 1, show = "info" }, { at = 2, show = "saved" } },
                  capture = { 0.5, 3, 6 } }
                """, to: "\(dir)/scenarios/s.lua")
            func play(_ name: String) throws -> (err: String, transcript: Data, picture: Data) {
                let run = try tartine([
                    "play", "\(dir)/scenarios/s.lua", "--transcript", "\(dir)/\(name).txt", "-o", "\(dir)/\(name).png",
                ])
                #expect(run.status == 0, "\(run.err)")
                return (
                    run.err, try Data(contentsOf: URL(fileURLWithPath: "\(dir)/\(name).txt")),
                    try Data(contentsOf: URL(fileURLWithPath: "\(dir)/\(name).png"))
                )
            }
            let idle = try play("idle")
            let hog = try CPUHog()
            defer { hog.stop() }
            let loaded = try play("loaded")
            #expect(idle.err == loaded.err)
            #expect(idle.transcript == loaded.transcript)
            #expect(idle.picture == loaded.picture)
            #expect(!idle.err.contains("0x"), "\(idle.err)")
            #expect(idle.err.contains("instruction limit of 100000 exceeded"), "\(idle.err)")
        }
    }

    @Test("a did_show chain is stopped by its run budget: one stderr line with the counts, the event in the transcript")
    func chainStopsWithALine() throws {
        try withScratch { dir in
            for sub in ["themes", "plugins", "scenarios"] {
                try FileManager.default.createDirectory(atPath: "\(dir)/\(sub)", withIntermediateDirectories: true)
            }
            try write(
                """
                return toast.theme { name = "t", plugins = { "chain" }, kinds = { saved = { message = "Saved" } } }
                """, to: "\(dir)/themes/t.lua")
            try write(
                """
                return toast.plugin { name = "chain", api = 1,
                  on = { did_show = function() for i = 1, 100 do toast.show("saved") end end } }
                """, to: "\(dir)/plugins/chain.lua")
            try write(
                """
                return toast.scenario { theme = "t", screen = "iphone-15", events = { { at = 0, show = "saved" } }, capture = { 1 } }
                """, to: "\(dir)/scenarios/s.lua")
            let run = try tartine(["play", "\(dir)/scenarios/s.lua", "--transcript", "\(dir)/events.txt"])
            #expect(run.status == 0, "\(run.err)")
            let lines = run.err.split(separator: "\n")
            #expect(lines.count == 1, "\(run.err)")
            #expect(
                lines.first?.hasPrefix(
                    "chain: run budget exhausted: 10000 commands, the most a plugin may use in one run (used ") == true)
            #expect(
                lines.first?.hasSuffix(
                    " instructions, 10100 commands, 100 steps); the plugin is stopped, what it did before stays")
                    == true, "\(run.err)")
            let transcript = try String(contentsOfFile: "\(dir)/events.txt", encoding: .utf8)
            #expect(transcript.contains(" budget_exhausted plugin=chain budget=commands limit=10000 instructions="))
        }
    }
}
