-- deck-hover: three toasts collapse into sonner's deck (the front card counts "+2"), the pointer enters
-- at 2 s and the deck expands into a stack while every hold waits, the pointer leaves at 3.5 s and
-- it collapses again; the holds run on with the time they had left (the first leaves at 5.9 s).
-- Pictures: collapsed, halfway open, open, halfway closed, collapsed again.
return toast.scenario {
  theme = "deck",
  screen = "iphone-15",
  events = {
    { at = 0.0, show = "saved" },
    { at = 0.6, show = "synced" },
    { at = 1.2, show = "invited" },
    { at = 2.0, hover = "begin" },
    { at = 3.5, hover = "end" },
  },
  capture = { 1.8, 2.2, 3.0, 3.7, 4.5 },
}
