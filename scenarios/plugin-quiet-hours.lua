-- plugin-quiet-hours: quiet hours end at 07:00 (plugin quiet-hours, by toast.time_of_day()).
-- The host's clock reads 06:59:52 at the start: the first toast turns quiet mode on before it is
-- queued, so it is held, and so are the two after it. At 07:00:01 the next toast finds the
-- night over: quiet mode ends first, diary's summary kind stands for the three held ones
-- ("3 while you were away"), then the new toast shows.
return toast.scenario {
  theme = "diary",
  plugins = { "quiet-hours" },
  screen = "iphone-15",
  time_of_day = "06:59:52",
  weekday = "mon",
  events = {
    { at = 0.0, show = "saved" },
    { at = 2.0, show = "updated" },
    { at = 4.0, show = "deleted" },
    { at = 9.0, show = "saved" },
  },
  capture = { 3.0, 9.5 },
}
