extension ContainmentReplayTests {
    /// Issue 38's hostile inputs for the cost model and determinism (items 1 and 6): work that
    /// once cost a constant or nothing per call, and numbers spelt by the processor.
    static let costCases: [Case] = [
        played(
            "case mapping of a 1 MiB string, again and again",
            plugin: plugin(
                """
                did_show = function()
                  local s = string.rep("a", 1 << 20)
                  for i = 1, 1000000 do s = s:upper():lower():reverse() end
                end,
                """), shows: 20, blame: "plugins/p.lua"),
        played(
            "a 2 MiB run of spaces converted to a number by every math function",
            plugin: plugin(
                """
                did_show = function()
                  local w = string.rep(" ", 2 << 20)
                  for i = 1, 1000000 do pcall(math.floor, w) pcall(math.max, w, w) pcall(string.sub, "x", w) end
                end,
                """), shows: 20, blame: "plugins/p.lua"),
        played(
            "string arithmetic on a 2 MiB string",
            plugin: plugin(
                """
                did_show = function()
                  local w = string.rep(" ", 2 << 20)
                  for i = 1, 1000000 do pcall(function() return w + 1 end) pcall(function() return -w end) end
                end,
                """), shows: 20, blame: "plugins/p.lua"),
        played(
            "an __index chain of 2000 tables, built from the root",
            plugin: plugin(
                """
                did_show = function()
                  local root = {}
                  local t = root
                  for i = 1, 2000 do local u = {} setmetatable(t, { __index = u }) t = u end
                  for i = 1, 1000000 do local _ = root.missing end
                end,
                """), shows: 20, blame: "plugins/p.lua"),
        played(
            "an __index loop of one table",
            plugin: plugin(
                """
                did_show = function()
                  local t = {}
                  setmetatable(t, { __index = t })
                  for i = 1, 1000000 do pcall(function() return t.missing end) end
                end,
                """), shows: 20, blame: "plugins/p.lua"),
        played(
            "gsub's output, utf8.len and table.concat of long inputs in a loop",
            plugin: plugin(
                """
                did_show = function()
                  local s = string.rep("a", 60000)
                  local t = {}
                  for i = 1, 100000 do t[i] = "ab" end
                  for i = 1, 1000000 do s:gsub("a", "bb") utf8.len(s) table.concat(t) end
                end,
                """), shows: 20, blame: "plugins/p.lua"),
        played(
            "a 1 MiB log line and toast.pending() a million times a call",
            plugin: plugin(
                """
                did_show = function()
                  local line = string.rep("l", 1 << 20)
                  for i = 1, 1000000 do log(line) toast.pending() toast.visible() end
                end,
                """), shows: 20, blame: "plugins/p.lua"),
        played(
            "concatenation doubling a string",
            plugin: plugin(
                """
                did_show = function()
                  local s = "x"
                  for i = 1, 1000000 do s = s .. s if #s > (1 << 20) then s = "x" end end
                end,
                """), shows: 20, blame: "plugins/p.lua"),
        played(
            "NaN and infinities in a toast's message, every way a number becomes text",
            plugin: plugin(
                """
                did_show = function()
                  if shown then return end
                  shown = true
                  local v = 0/0
                  toast.show("saved", { message = table.concat({ tostring(v), string.format("%f %5.1e %g %a", v, 1/0, -1/0, v),
                    string.upper(v), table.concat({ v, -(0/0) }, ",") }, " ") })
                end,
                """)),
    ]
}
