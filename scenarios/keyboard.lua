-- keyboard: a snackbar with an action sits above the keyboard, then the user taps Undo.
return toast.scenario {
  theme = "snackbar",
  screen = "iphone-15",
  keyboard = true,
  events = {
    { at = 0.0, show = "archived" },
    { at = 2.0, tap = "current" },
  },
  capture = { 0.1, 0.3, 1.0, 2.1 },
}
