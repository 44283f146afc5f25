-- plugin-battery-low: a battery at 7 % (plugin battery-low) becomes critical and sticky, with a
-- "Dismiss" button; it is still there at 40 s, until Dismiss is tapped.
return toast.scenario {
  theme = "desktop",
  plugins = { "battery-low" },
  screen = "macbook-air-13",
  events = {
    { at = 0.0, notify = { app = "upower", summary = "Battery low", body = "Battery at 7%", category = "device" } },
    { at = 41.0, tap = 1, button = "dismiss" },
  },
  capture = { 1.0, 40.0, 42.0 },
}
