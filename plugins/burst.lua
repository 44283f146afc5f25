-- burst: more than three shows of one kind within a second collapse into one "×N" toast.
--
-- A request filter sees every toast before it is queued, as a table
-- { kind, message, tag, priority, position, duration, time } (tartine.Request in
-- themes/types/tartine.d.lua), and returns:
--   nil                      let it through unchanged
--   { veto = "reason" }      refuse it: the toast is accounted for as a `vetoed` event with
--                            this plugin's name and the reason, never silently lost
--   { message = …, … }       rewrite it (message, position, priority, tag, duration, style)
--
-- State lives in the plugin's own sandbox (`recent` below) between calls. Times come from the
-- request (`r.time`), never from a clock, so a scenario gives the same result on every run.
local LIMIT = 3        -- shows of one kind per WINDOW before the burst collapses
local WINDOW = 1.0     -- seconds

local recent = {}      -- kind → times of its recent shows

return toast.plugin {
  name = "burst",
  api = 1,
  description = "Collapses bursts of one kind into a single counted toast.",
  filter = function(r)
    local tag = "burst-" .. r.kind
    -- The summary toast's own show and updates come through this filter too: let them pass,
    -- or every summary would start another burst.
    if r.tag == tag then return nil end
    local times = {}
    for _, t in ipairs(recent[r.kind] or {}) do
      if r.time - t < WINDOW then times[#times + 1] = t end
    end
    times[#times + 1] = r.time
    recent[r.kind] = times
    if #times <= LIMIT then return nil end
    -- One summary toast per kind, updated in place by its tag.
    local text = r.message .. " ×" .. #times
    if not toast.update(tag, { message = text }) then
      toast.show(r.kind, { message = text, tag = tag })
    end
    return { veto = "burst of " .. #times .. " '" .. r.kind .. "' in " .. WINDOW .. " s" }
  end,
}
