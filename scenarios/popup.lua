-- popup: a confirmation popup over a modal sheet, and a toast that draws above both.
return toast.scenario {
  theme = "diary",
  screen = "iphone-15",
  modal = true,
  events = {
    { at = 0.0, popup = { title = "Delete this entry?", description = "This cannot be undone.",
                          buttons = { { id = "cancel", title = "Cancel", role = "secondary" },
                                      { id = "delete", title = "Delete" } } } },
    { at = 1.0, popup_button = 2 },
    { at = 1.2, show = "deleted" },
  },
  capture = { 0.5, 1.1, 1.5 },
}
