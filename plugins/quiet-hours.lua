-- quiet-hours: quiet mode (do not disturb) from 22:00 to 07:00 by the host's clock.
--
-- toast.time_of_day() gives the host's time of day at this moment ({ hour, minute, second,
-- weekday }), or nil when the host gives none (then this plugin does nothing). A scenario
-- sets it with `time_of_day = "21:59"`, the CLI with --time-of-day, the notification daemon
-- from the real clock; it moves on with the queue's time. Plugins have no timer, so the clock
-- is checked at each request (the filter) and at each event the plugin hears.
--
-- At night, toast.quiet { below = urgent } holds every toast below priority `urgent`, and the
-- filter raises a critical notification to that priority: it shows through, the rest wait,
-- held, never lost. A filter's toast.quiet is in force before the request it saw is queued,
-- so the first notification of the night is held too. In the morning toast.quiet(false)
-- releases what was held: the theme's quiet_summary kind stands for them ("3 while you were
-- away"), or they show in order when the theme has none.
local night_starts = 22 * 60 -- minutes since midnight
local night_ends = 7 * 60
local urgent = 100

local quiet = false

local function is_night()
  local now = toast.time_of_day()
  if now == nil then
    return false
  end
  local minutes = now.hour * 60 + now.minute
  return minutes >= night_starts or minutes < night_ends
end

local function check()
  local night = is_night()
  if night ~= quiet then
    quiet = night
    if night then
      toast.quiet { below = urgent }
    else
      toast.quiet(false)
    end
  end
end

local on = {}
for _, name in ipairs({ "will_show", "did_show", "will_hide", "did_hide", "action", "updated", "dropped",
  "vetoed", "held", "released", "summarized" }) do
  on[name] = check
end

return toast.plugin {
  name = "quiet-hours",
  api = 1,
  description = "Quiet mode from 22:00 to 07:00; critical notifications show through.",
  on = on,
  filter = function(r)
    check()
    if quiet and r.urgency == "critical" and r.priority < urgent then
      return { priority = urgent }
    end
  end,
}
