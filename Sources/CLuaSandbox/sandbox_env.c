/* The sandboxed environment every chunk gets as _ENV.
 *
 *  base     assert error ipairs pcall rawequal rawget rawlen rawset select tonumber type
 *           getmetatable, plus the sandbox's setmetatable (no __gc), xpcall (guarded handler),
 *           pairs and next (one deterministic order, sandbox_order.c) and tostring (no
 *           addresses, sandbox_names.c); `log` instead of print
 *  string   byte char find format gmatch gsub len lower match rep reverse sub upper (guarded;
 *           format refuses %p)
 *  table    concat insert move pack remove sort unpack (charged; sort is a stable merge sort)
 *  math     everything but random and randomseed (themes are deterministic)
 *  utf8     everything
 *
 * Absent: io, os, package, require, debug, coroutine, load, loadstring, loadfile, dofile,
 * collectgarbage, print, _G, string.dump. Every function is charged by its cost rule
 * (sandbox_cost.c). Strings index a private copy of the safe string table
 * through their metatable, which is locked (__metatable), so tampering with the `string` global
 * never changes string methods.
 */

#include "sandbox_internal.h"

#include <string.h>

static const char *const base_names[] = {
    "assert", "error", "ipairs", "pcall", "rawequal", "rawget", "rawlen", "rawset",
    "select", "tonumber", "type", "getmetatable", NULL,
};

static void copy_all(lua_State *L, int from, int to, const char *const *except) {
    lua_pushnil(L);
    while (lua_next(L, from) != 0) {
        int skip = 0;
        if (lua_type(L, -2) == LUA_TSTRING) {
            const char *name = lua_tostring(L, -2);
            for (int i = 0; except != NULL && except[i] != NULL; i++) {
                if (strcmp(name, except[i]) == 0) skip = 1;
            }
        }
        if (skip) {
            lua_pop(L, 1);
            continue;
        }
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, to);
    }
}

static void set_function(lua_State *L, int table, const char *name, lua_CFunction function) {
    lua_pushcfunction(L, function);
    lua_setfield(L, table, name);
}

/* Protected: builds the environment and stores it in the registry. */
int tartine_open_environment(lua_State *L) {
    lua_settop(L, 0);
    luaL_requiref(L, LUA_GNAME, luaopen_base, 0);      /* 1 */
    luaL_requiref(L, LUA_STRLIBNAME, luaopen_string, 0); /* 2 */
    luaL_requiref(L, LUA_TABLIBNAME, luaopen_table, 0);  /* 3 */
    luaL_requiref(L, LUA_MATHLIBNAME, luaopen_math, 0);  /* 4 */
    luaL_requiref(L, LUA_UTF8LIBNAME, luaopen_utf8, 0);  /* 5 */
    lua_createtable(L, 0, 32);                           /* 6: env */
    int env = 6;
    tartine_new_names(L);

    for (int i = 0; base_names[i] != NULL; i++) {
        lua_getfield(L, 1, base_names[i]);
        lua_setfield(L, env, base_names[i]);
    }
    set_function(L, env, "setmetatable", tartine_sandbox_setmetatable);
    set_function(L, env, "xpcall", tartine_sandbox_xpcall);
    set_function(L, env, "pairs", tartine_sandbox_pairs);
    set_function(L, env, "next", tartine_sandbox_next);
    set_function(L, env, "tostring", tartine_sandbox_tostring);
    set_function(L, env, "log", tartine_sandbox_log);

    /* string: the private table behind the string metatable, and the global's copy. */
    lua_createtable(L, 0, 16); /* 7: private safe string table */
    tartine_add_string_functions(L, 2, 7);
    tartine_wrap_library(L, 7, "string");
    lua_createtable(L, 0, 16); /* 8: the sandbox's `string` */
    copy_all(L, 7, 8, NULL);
    lua_setfield(L, env, "string");
    lua_pushliteral(L, "");
    if (!lua_getmetatable(L, -1)) return luaL_error(L, "no string metatable");
    lua_pushvalue(L, 7);
    lua_setfield(L, -2, "__index");
    lua_pushliteral(L, "string metatable is locked");
    lua_setfield(L, -2, "__metatable");
    lua_settop(L, env);

    lua_createtable(L, 0, 8);
    tartine_add_table_functions(L, 3, lua_gettop(L));
    lua_setfield(L, env, "table");

    static const char *const math_removed[] = {"random", "randomseed", NULL};
    lua_createtable(L, 0, 32);
    copy_all(L, 4, lua_gettop(L), math_removed);
    lua_setfield(L, env, "math");

    lua_createtable(L, 0, 8);
    copy_all(L, 5, lua_gettop(L), NULL);
    lua_setfield(L, env, "utf8");

    tartine_wrap_environment(L, env);
    lua_pushvalue(L, env);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &tartine_key_env);
    tartine_name_iterators(L, env);
    tartine_measure_userdata(L);
    lua_newtable(L); /* the iteration orders of tables being walked, weak keys */
    lua_createtable(L, 0, 1);
    lua_pushliteral(L, "k");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &tartine_key_order);
    tartine_make_view_metatable(L);
    lua_settop(L, 0);
    return 0;
}
