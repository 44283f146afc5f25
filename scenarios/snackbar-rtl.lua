-- snackbar-rtl: a snackbar with two actions in a right-to-left interface: the text at the right,
-- "Undo" and "View" mirrored to the left edge, "View" outermost. At 2 s its View button is tapped:
-- the transcript reports the action "view".
return toast.scenario {
  theme = "snackbar",
  screen = "iphone-15",
  right_to_left = true,
  events = {
    { at = 0.0, show = "deleted" },
    { at = 2.0, tap = "current", button = "view" },
  },
  capture = { 1.0 },
}
