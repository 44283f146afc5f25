-- stats: counts the toasts shown per kind and logs the counts.
--
-- `log(…)` reaches the user with this file's name and line: in the event stream of a Swift
-- host (`pluginLog`), on stderr in the command line, and in a scenario's transcript.
-- `counts` lives in the plugin's own sandbox: it keeps its value between calls, and no other
-- plugin (nor the theme) sees it, even one with a variable of the same name (globals too are
-- per plugin). toast.visible() and toast.pending() read the queue as it is now.
local counts = {}
local shown = 0

return toast.plugin {
  name = "stats",
  api = 1,
  description = "Counts shows per kind in plugin state and logs them.",
  on = {
    will_show = function(_, t)
      counts[t.kind] = (counts[t.kind] or 0) + 1
      shown = shown + 1
      log(t.kind .. ": " .. counts[t.kind] .. " (" .. #toast.pending() .. " waiting)")
    end,
    did_hide = function(_, _)
      if #toast.visible() == 0 and #toast.pending() == 0 then
        local kinds = {}
        for kind in pairs(counts) do kinds[#kinds + 1] = kind end
        table.sort(kinds)
        local parts = {}
        for _, kind in ipairs(kinds) do parts[#parts + 1] = kind .. " " .. counts[kind] end
        log("idle after " .. shown .. " toasts: " .. table.concat(parts, ", "))
      end
    end,
  },
}
