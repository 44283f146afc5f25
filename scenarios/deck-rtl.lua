-- deck-rtl: the deck in a right-to-left interface, with two groups: the messages gather in a deck
-- of their own (its front card counts "+1", at the leading corner, mirrored) above the deck of the
-- other toasts, which holds the newest toast. A tap at 2.5 s expands the messages alone.
return toast.scenario {
  theme = "deck",
  screen = "iphone-15",
  right_to_left = true,
  events = {
    { at = 0.0, show = "message" },
    { at = 0.5, show = "saved" },
    { at = 1.0, show = "message" },
    { at = 1.5, show = "invited" },
    { at = 2.5, tap = 1 },
  },
  capture = { 2.2, 3.2 },
}
