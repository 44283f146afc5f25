-- burst: three "saved" toasts a second apart; the serial queue shows each in turn, none lost.
return toast.scenario {
  theme = "diary",
  screen = "iphone-15",
  events = {
    { at = 0.0, show = "saved" },
    { at = 1.0, show = "saved" },
    { at = 2.0, show = "saved" },
  },
  capture = { 0.1, 1.0, 2.4, 2.6, 3.5, 5.1 },
}
