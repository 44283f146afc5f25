#ifndef TARTINE_CLUA_SHIM_H
#define TARTINE_CLUA_SHIM_H

/* The system Lua 5.4 headers, as one Clang module. Function-like macros that Swift cannot import
   are re-declared below as static inline functions with a `tartine_` prefix. Only non-raising
   operations are meant to be called from Swift; anything that can raise a Lua error (longjmp)
   lives in the CLuaSandbox C target and runs under a protected call. */

#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>

/// `lua_pop`: removes `n` values from the top of the stack.
static inline void tartine_lua_pop(lua_State *L, int n) { lua_pop(L, n); }

#endif
