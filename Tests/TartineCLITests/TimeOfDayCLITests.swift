import Foundation
import Testing

/// `--time-of-day` and `--weekday` on `play` and `render`: the clock plugins read, never the
/// machine's.
@Suite("tartine --time-of-day: the host's clock for plugins")
struct TimeOfDayCLITests {
    /// A theme with a plugin that logs `toast.time_of_day()` at each request, and a scenario
    /// showing at 0 and 90 s.
    private func scratch(_ body: (String) throws -> Void) throws {
        try withScratch { dir in
            for sub in ["themes", "plugins", "scenarios"] {
                try FileManager.default.createDirectory(atPath: "\(dir)/\(sub)", withIntermediateDirectories: true)
            }
            try write(
                """
                return toast.theme { name = "t", plugins = { "clock" }, kinds = { saved = { message = "Saved" } } }
                """, to: "\(dir)/themes/t.lua")
            try write(
                """
                return toast.plugin { name = "clock", api = 1, filter = function(r)
                  local c = toast.time_of_day()
                  if c == nil then log("none") else log(c.hour .. ":" .. c.minute .. ":" .. c.second .. " " .. tostring(c.weekday)) end
                end }
                """, to: "\(dir)/plugins/clock.lua")
            try write(
                """
                return toast.scenario { theme = "t", time_of_day = "08:00",
                  events = { { at = 0, show = "saved" }, { at = 90, show = "saved" } }, capture = { 0.5 } }
                """, to: "\(dir)/scenarios/s.lua")
            try body(dir)
        }
    }

    @Test("play: the flag replaces the scenario's time of day; without it the scenario's holds")
    func play() throws {
        try scratch { dir in
            let told = try tartine([
                "play", "\(dir)/scenarios/s.lua", "--transcript", "\(dir)/t.txt", "--time-of-day", "23:59", "--weekday",
                "sun",
            ])
            #expect(told.status == 0, "\(told.err)")
            #expect(told.err.contains("plugins/clock.lua:3: 23:59:0 sun"), "\(told.err)")
            #expect(told.err.contains("plugins/clock.lua:3: 0:0:30 mon"), "\(told.err)")
            let own = try tartine(["play", "\(dir)/scenarios/s.lua", "--transcript", "\(dir)/t.txt"])
            #expect(own.err.contains("plugins/clock.lua:3: 8:0:0 nil"), "\(own.err)")
            #expect(own.err.contains("plugins/clock.lua:3: 8:1:30 nil"), "\(own.err)")
        }
    }

    @Test("render: the flag gives the kind's plugins a clock; without it they read none")
    func render() throws {
        try scratch { dir in
            let told = try tartine([
                "render", "\(dir)/themes/t.lua", "--kind", "saved", "-o", "\(dir)/a.png", "--time-of-day", "22:30:15",
            ])
            #expect(told.status == 0, "\(told.err)")
            #expect(told.err.contains("plugins/clock.lua:3: 22:30:15 nil"), "\(told.err)")
            let none = try tartine(["render", "\(dir)/themes/t.lua", "--kind", "saved", "-o", "\(dir)/b.png"])
            #expect(none.err.contains("plugins/clock.lua:3: none"), "\(none.err)")
        }
    }

    @Test("render --summary: a notification's plugins read the flag's clock too (it read none)")
    func renderNotification() throws {
        try scratch { dir in
            let told = try tartine([
                "render", "\(dir)/themes/t.lua", "--summary", "Late", "-o", "\(dir)/n.png", "--time-of-day", "23:00",
                "--weekday", "fri",
            ])
            #expect(told.status == 0, "\(told.err)")
            #expect(told.err.contains("plugins/clock.lua:3: 23:0:0 fri"), "\(told.err)")
        }
    }

    @Test(
        "a bad clock is a usage error (exit 64) that says what it takes",
        arguments: [
            (
                ["--time-of-day", "24:00"],
                "--time-of-day: expected HH:MM or HH:MM:SS from 00:00 to 23:59:59, got '24:00'"
            ),
            (["--weekday", "mon"], "--weekday needs --time-of-day"),
            (["--time-of-day", "10:00", "--weekday", "monday"], "expected one of mon, tue, wed, thu, fri, sat, sun"),
        ])
    func badClock(arguments: [String], message: String) throws {
        try scratch { dir in
            let run = try tartine(["play", "\(dir)/scenarios/s.lua", "--transcript", "\(dir)/t.txt"] + arguments)
            #expect(run.status == 64)
            #expect(run.err.contains(message), "\(run.err)")
        }
    }
}
