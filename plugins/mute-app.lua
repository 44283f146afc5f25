-- mute-app: desktop notifications from the apps listed below are vetoed (reason "muted").
--
-- Edit `muted`: the app names as the sending program gives them (`notify-send -a NAME`, a
-- program's app_name), compared exactly. A plugin's `filter` sees every request before it is
-- queued; a request that shows a desktop notification carries the notification's fields
-- (app_name, summary, body, urgency, category, …), and returning { veto = "reason" } refuses
-- it: it is never shown, and the queue accounts for it as vetoed by this plugin (a `vetoed`
-- event, the history's outcome). Toasts that show no notification have no app_name and pass.
local muted = {
  "Spotify",
  "Slack",
}

local is_muted = {}
for _, name in ipairs(muted) do
  is_muted[name] = true
end

return toast.plugin {
  name = "mute-app",
  api = 1,
  description = "Vetoes the notifications of the apps it lists.",
  filter = function(r)
    if r.app_name ~= nil and is_muted[r.app_name] then
      return { veto = "muted" }
    end
  end,
}
