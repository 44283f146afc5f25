-- default-loading: the loading kind's spinner at two moments a quarter turn apart; its spokes
-- turn with the virtual clock, so each capture is the same picture on every run.
return toast.scenario {
  theme = "default",
  screen = "iphone-15",
  events = {
    { at = 0.0, show = "loading" },
  },
  capture = { 1.0, 1.25 },
}
