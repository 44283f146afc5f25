-- snackbar-screen-reader: with VoiceOver on, a snackbar with an action does not time out (WCAG
-- 2.2.1): at 12 s, past the longest hold the theme gives (10 s), "Conversation archived" is still
-- there with its Undo button, until the user taps it at 13 s (the transcript says so).
return toast.scenario {
  theme = "snackbar",
  screen = "iphone-15",
  screen_reader = true,
  events = {
    { at = 0.0, show = "archived" },
    { at = 13.0, tap = "current", button = "undo" },
  },
  capture = { 12.0 },
}
