/* Base functions the sandbox replaces: setmetatable (no __gc) and xpcall (guarded handler).
   pairs and next are in sandbox_order.c, tostring in sandbox_names.c. */

#include "sandbox_internal.h"


/* setmetatable(t, mt) as in lbaselib.c, refusing metatables with a __gc field. */
int tartine_sandbox_setmetatable(lua_State *L) {
    int type = lua_type(L, 2);
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_argexpected(L, type == LUA_TNIL || type == LUA_TTABLE, 2, "nil or table");
    if (type == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        int gc = lua_rawget(L, 2);
        lua_pop(L, 1);
        if (gc != LUA_TNIL) return luaL_error(L, "setmetatable: __gc metamethods are not allowed");
    }
    if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL) {
        return luaL_error(L, "cannot change a protected metatable");
    }
    lua_settop(L, 2);
    lua_setmetatable(L, 1);
    return 1;
}

/* Calls the user's message handler (upvalue 1) unless a budget abort is recorded. An abort is
   raised from inside the count hook, where hooks are off: running user code there could loop
   forever, so the message passes through untouched. */
static int guarded_handler(lua_State *L) {
    tartine_sandbox *S = tartine_sandbox_of(L);
    if (S->abort_reason != TARTINE_ABORT_NONE) return 1;
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

/* xpcall(f, msgh, ...) with msgh wrapped by guarded_handler. */
int tartine_sandbox_xpcall(lua_State *L) {
    int count = lua_gettop(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_pushvalue(L, 2);
    lua_pushcclosure(L, guarded_handler, 1);
    lua_replace(L, 2);
    lua_pushboolean(L, 1);
    lua_pushvalue(L, 1);
    lua_rotate(L, 3, 2); /* 1: f, 2: handler, 3: true, 4: f, 5...: arguments */
    int status = lua_pcall(L, count - 2, LUA_MULTRET, 2);
    if (status != LUA_OK) {
        lua_pushboolean(L, 0);
        lua_pushvalue(L, -2);
        return 2;
    }
    return lua_gettop(L) - 2;
}
