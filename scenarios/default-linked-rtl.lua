-- default-linked-rtl: rich text right to left: a Hebrew message with bold, code and a link, whose
-- underline and touch area follow the text's direction. The link is tapped: the transcript has
-- a link event with its target, and the toast stays until its time runs out.
return toast.scenario {
  theme = "default",
  screen = "iphone-15",
  locale = "he",
  right_to_left = true,
  events = {
    { at = 0.0, show = "linked" },
    { at = 1.5, tap_link = 1 },
  },
  capture = { 1.0 },
}
