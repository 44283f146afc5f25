/* Protected registration of host functions and references that keep Lua functions alive. */

#include "sandbox_internal.h"

typedef struct registration {
    const char *module;
    const char *name;
    int function_id;
} registration;

static int register_protected(lua_State *L) {
    const registration *r = lua_touserdata(L, 1);
    tartine_push_env(L);
    if (r->module != NULL && r->module[0] != '\0') {
        lua_pushstring(L, r->module);
        if (lua_rawget(L, -2) != LUA_TTABLE) {
            lua_pop(L, 1);
            lua_newtable(L);
            lua_pushstring(L, r->module);
            lua_pushvalue(L, -2);
            lua_rawset(L, -4);
        }
    }
    lua_pushstring(L, r->name);
    if (r->function_id < 0) {
        lua_pushcfunction(L, tartine_sandbox_log);
    } else {
        lua_pushinteger(L, r->function_id);
        lua_pushcclosure(L, tartine_host_trampoline, 1);
    }
    lua_rawset(L, -3);
    return 0;
}

int tartine_sandbox_register(tartine_sandbox *S, const char *module, const char *name,
                             int function_id) {
    registration r = {module, name, function_id};
    lua_State *L = S->L;
    if (!lua_checkstack(L, 3)) return LUA_ERRMEM;
    int top = lua_gettop(L);
    lua_pushcfunction(L, register_protected);
    lua_pushlightuserdata(L, &r);
    int status = lua_pcall(L, 1, 0, 0);
    lua_settop(L, top);
    return status;
}

static int ref_protected(lua_State *L) {
    /* 1: the function */
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &tartine_key_refs) != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_rawsetp(L, LUA_REGISTRYINDEX, &tartine_key_refs);
    }
    lua_pushvalue(L, 1);
    if (lua_rawget(L, 2) == LUA_TNUMBER) return 1;
    lua_pop(L, 1);
    lua_pushvalue(L, 1);
    int ref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_pushvalue(L, 1);
    lua_pushinteger(L, ref);
    lua_rawset(L, 2);
    lua_pushinteger(L, ref);
    return 1;
}

int tartine_sandbox_ref(tartine_sandbox *S, int index, int *ref) {
    lua_State *L = S->L;
    if (!lua_checkstack(L, 3)) return LUA_ERRMEM;
    int absolute = lua_absindex(L, index);
    lua_pushcfunction(L, ref_protected);
    lua_pushvalue(L, absolute);
    int status = lua_pcall(L, 1, 1, 0);
    if (status == LUA_OK) *ref = (int)lua_tointegerx(L, -1, NULL);
    lua_pop(L, 1);
    return status;
}
