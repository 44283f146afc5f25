-- comments, long strings and brackets the key map must read past
local t = { [[ long ]], [==[ ]] still ]==], "a\"b" }
return toast.theme {
  name = "keys",
  ["quoted key"] = { 1, 2, { x = 3 } },
  kinds = { saved = { message = [[multi
line]] }; other = { message = 'x' } },
  style = { font = { size = 14 }, padding = { 1, 2, 3, 4 } },
}
