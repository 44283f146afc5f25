/* Base functions the sandbox replaces: setmetatable (no __gc) and xpcall (guarded handler).
   pairs and next are in sandbox_order.c, tostring in sandbox_names.c. */

#include "sandbox_internal.h"


/* The longest known chain of `__index` (or `__newindex`) links that ends at a table, by table
   (weak keys): registry[&chain_index] and registry[&chain_newindex]. */
static const char chain_index = 0, chain_newindex = 0;

/* Pushes the table of chain lengths for `key` (made on first use). */
static void push_chains(lua_State *L, const char *key) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, key) == LUA_TTABLE) return;
    lua_pop(L, 1);
    lua_newtable(L);
    lua_createtable(L, 0, 1);
    lua_pushliteral(L, "k");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, key);
}

/* setmetatable(t, mt) links t to mt[field] when that is a table: Lua follows such links, table
   to table, up to 2000 times on every access, in C, for one instruction. The chain through the
   new link is the longest known chain ending at t, the link, and the chain from mt[field] on:
   it may be at most TARTINE_METATABLE_CHAIN_LIMIT links long. Each table after the link records
   how long a chain ends at it. Charges one element per link walked. */
static void check_chain(lua_State *L, int t, int mt, const char *field, const char *key) {
    int top = lua_gettop(L);
    push_chains(L, key); /* top + 1 */
    int chains = top + 1;
    lua_pushvalue(L, t);
    lua_Integer before = lua_rawget(L, chains) == LUA_TNUMBER ? lua_tointegerx(L, -1, NULL) : 0;
    lua_pop(L, 1);
    lua_pushstring(L, field);
    lua_rawget(L, mt);
    lua_Integer length = before;
    while (lua_type(L, -1) == LUA_TTABLE) {
        if (lua_rawequal(L, -1, t)) {
            luaL_error(L, "setmetatable: a '%s' chain that leads back to the table (a loop Lua would follow 2000 times "
                          "on every access)", field);
        }
        if (++length > TARTINE_METATABLE_CHAIN_LIMIT) {
            luaL_error(L, "setmetatable: a '%s' chain of more than %d tables", field, TARTINE_METATABLE_CHAIN_LIMIT);
        }
        lua_pushvalue(L, -1);
        lua_Integer known = lua_rawget(L, chains) == LUA_TNUMBER ? lua_tointegerx(L, -1, NULL) : 0;
        lua_pop(L, 1);
        if (known < length) {
            lua_pushvalue(L, -1);
            lua_pushinteger(L, length);
            lua_rawset(L, chains);
        }
        if (!lua_getmetatable(L, -1)) break;
        lua_pushstring(L, field);
        lua_rawget(L, -2);
        lua_remove(L, -2);
        lua_remove(L, -2);
    }
    lua_settop(L, top);
    tartine_charge(L, (length - before + 1) * TARTINE_ELEMENT_COST);
}

/* setmetatable(t, mt) as in lbaselib.c, refusing metatables with a __gc field and `__index` or
   `__newindex` chains longer than TARTINE_METATABLE_CHAIN_LIMIT (check_chain). */
int tartine_sandbox_setmetatable(lua_State *L) {
    int type = lua_type(L, 2);
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_argexpected(L, type == LUA_TNIL || type == LUA_TTABLE, 2, "nil or table");
    if (type == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        int gc = lua_rawget(L, 2);
        lua_pop(L, 1);
        if (gc != LUA_TNIL) return luaL_error(L, "setmetatable: __gc metamethods are not allowed");
        check_chain(L, 1, 2, "__index", &chain_index);
        check_chain(L, 1, 2, "__newindex", &chain_newindex);
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
