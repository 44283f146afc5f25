-- undo: the "Undo" action of a snackbar brings back what was removed.
--
-- A plugin is a Lua file that returns toast.plugin { … }. It runs in a sandbox of its own:
-- its globals are its own (another plugin's `count` is another variable), it keeps state
-- between calls within a memory budget, and every call has an instruction budget.
--
--   name    the plugin's name, shown in events and transcripts
--   api     the plugin API version this file is written for (Tartine speaks 1)
--   kinds   toast kinds the plugin adds to the theme (the theme's own kinds win)
--   strings localized strings, as in a theme
--   on      handlers by event name: function(event, toast) … end
--
-- Here the `action` handler hears every action button tap. `event.action` is the id of the
-- action ("undo"); `toast` is a read-only view of the toast that was tapped, read while the
-- handler runs (keep the fields you need, not the view). toast.show queues a toast of the
-- plugin's own kind `restored`: it is applied after the handler returns, at the same moment,
-- and goes through the queue like any other toast.
return toast.plugin {
  name = "undo",
  api = 1,
  description = "The undo action shows a 'Restored' toast.",
  kinds = {
    restored = { message = "undo.restored", icon = "↩️" },
  },
  strings = {
    en = { ["undo.restored"] = "Restored" },
    ko = { ["undo.restored"] = "복원했습니다" },
  },
  on = {
    action = function(event, _)
      if event.action == "undo" then
        toast.show("restored")
      end
    end,
  },
}
