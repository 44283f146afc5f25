-- luacheck configuration for Tartine themes: the sandbox's globals only.
std = "lua54"
read_globals = { "toast", "log" }
max_line_length = 130
exclude_files = { "**/types/*.lua" }
