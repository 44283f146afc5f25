-- plugin-progress: one upload toast follows 0 → 40 → 100 % and ends as "Uploaded".
return toast.scenario {
  theme = "diary",
  plugins = { "progress" },
  screen = "iphone-15",
  events = {
    { at = 0.0, show = "upload", message = "0", tag = "upload" },
    { at = 1.0, show = "upload", message = "40", tag = "upload" },
    { at = 2.0, show = "upload", message = "100", tag = "upload" },
  },
  capture = { 0.5, 1.5, 2.5 },
}
