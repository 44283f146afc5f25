-- battery-low: a notification that the battery is at 10 % or less becomes critical and
-- sticky, with a "Dismiss" button (a "battery low" rule, as dunst users write them).
--
-- The filter looks at notifications whose category is `device` (or `device.*`) or has none,
-- and whose summary or body says "battery" and a percentage, as in "Battery at 7%". At or
-- below `threshold` it rewrites the request: `urgency = "critical"` (a critical notification
-- holds until dismissed) and `kind = "battery_low"`, this plugin's own kind, which the host
-- resolves again: the kind's icon, haptic, sticky hold and Dismiss action, with the
-- notification's own text kept. Other notifications and toasts pass untouched.
local threshold = 10

local function battery_percent(text)
  local lower = string.lower(text)
  if not string.find(lower, "battery", 1, true) then
    return nil
  end
  local digits = string.match(lower, "(%d+)%s*%%")
  return digits and tonumber(digits)
end

return toast.plugin {
  name = "battery-low",
  api = 1,
  description = "A battery at 10 % or less: critical, sticky, with a Dismiss action.",
  kinds = {
    battery_low = {
      icon = "🪫", message = "battery_low.message", haptic = "warning", duration = "forever",
      action = { id = "dismiss", title = "battery_low.dismiss" },
    },
  },
  strings = {
    en = { ["battery_low.message"] = "Battery low", ["battery_low.dismiss"] = "Dismiss" },
    ko = { ["battery_low.message"] = "배터리 부족", ["battery_low.dismiss"] = "닫기" },
  },
  filter = function(r)
    if r.summary == nil then
      return nil -- not a notification
    end
    local category = r.category
    if category ~= nil and category ~= "device" and string.sub(category, 1, 7) ~= "device." then
      return nil
    end
    local percent = battery_percent(r.summary .. "\n" .. r.body)
    if percent ~= nil and percent <= threshold then
      return { kind = "battery_low", urgency = "critical" }
    end
  end,
}
