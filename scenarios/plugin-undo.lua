-- plugin-undo: a snackbar archives a conversation; tapping "Undo" shows "Restored" (plugin undo).
return toast.scenario {
  theme = "snackbar",
  plugins = { "undo" },
  screen = "iphone-15",
  events = {
    { at = 0.0, show = "archived" },
    { at = 1.5, tap = 1 },
  },
  capture = { 1.0, 2.0, 3.0 },
}
