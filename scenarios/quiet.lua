-- quiet: quiet mode (do not disturb) below priority 5. Three ordinary toasts are held, neither
-- shown nor dropped; an urgent one (priority 5) shows through. When quiet mode ends, diary's
-- summary kind stands for the three held ones: "3 while you were away".
return toast.scenario {
  theme = "diary",
  screen = "iphone-15",
  events = {
    { at = 0.0, quiet = { below = 5 } },
    { at = 0.2, show = "saved" },
    { at = 0.4, show = "updated" },
    { at = 0.6, show = "deleted", priority = 5 },
    { at = 0.8, show = "saved" },
    { at = 4.0, quiet = false },
  },
  capture = { 1.5, 4.5 },
}
