/* Base functions the sandbox replaces: setmetatable (no __gc), xpcall (guarded handler) and
   pairs (deterministic order). */

#include "sandbox_internal.h"

#include <stdlib.h>
#include <string.h>

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

/* ---- deterministic pairs ------------------------------------------------------------------ */

typedef struct key_entry {
    int rank;            /* 0 numbers, 1 strings, 2 booleans, 3 anything else */
    int is_integer;
    lua_Integer integer;
    lua_Number number;
    const char *string;
    size_t length;
    size_t position;     /* order met in lua_next (tie breaker for rank 3) */
} key_entry;

static int compare_numbers(const key_entry *a, const key_entry *b) {
    if (a->is_integer && b->is_integer) return (a->integer > b->integer) - (a->integer < b->integer);
    lua_Number x = a->is_integer ? (lua_Number)a->integer : a->number;
    lua_Number y = b->is_integer ? (lua_Number)b->integer : b->number;
    if (x != y) return (x > y) - (x < y);
    return b->is_integer - a->is_integer;
}

static int compare_keys(const void *left, const void *right) {
    const key_entry *a = left, *b = right;
    if (a->rank != b->rank) return a->rank - b->rank;
    int order = 0;
    if (a->rank == 0) {
        order = compare_numbers(a, b);
    } else if (a->rank == 1) {
        size_t shortest = a->length < b->length ? a->length : b->length;
        order = memcmp(a->string, b->string, shortest);
        if (order == 0) order = (a->length > b->length) - (a->length < b->length);
    } else if (a->rank == 2) {
        order = (int)a->integer - (int)b->integer;
    }
    if (order != 0) return order;
    return (a->position > b->position) - (a->position < b->position);
}

/* Iterator: upvalues 1 the table, 2 the sorted keys, 3 the next position. Keys removed during
   the traversal are skipped. */
static int sorted_next(lua_State *L) {
    lua_Integer position = lua_tointegerx(L, lua_upvalueindex(3), NULL);
    for (;;) {
        position++;
        if (lua_rawgeti(L, lua_upvalueindex(2), position) == LUA_TNIL) {
            lua_pushinteger(L, position - 1);
            lua_replace(L, lua_upvalueindex(3));
            return 1;
        }
        lua_pushvalue(L, -1);
        if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL) break;
        lua_pop(L, 2);
    }
    lua_pushinteger(L, position);
    lua_replace(L, lua_upvalueindex(3));
    return 2;
}

/* pairs(t): honours __pairs; otherwise walks numbers (ascending), strings (bytewise),
   booleans, then other keys in Lua's order, so traversal does not depend on the hash seed.
   Charges one instruction per key. */
int tartine_sandbox_pairs(lua_State *L) {
    luaL_checkany(L, 1);
    if (luaL_getmetafield(L, 1, "__pairs") != LUA_TNIL) {
        lua_pushvalue(L, 1);
        lua_call(L, 1, 3);
        return 3;
    }
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 1);
    lua_newtable(L); /* 2: keys in lua_next order */
    size_t count = 0;
    lua_pushnil(L);
    while (lua_next(L, 1) != 0) {
        lua_pop(L, 1);
        lua_pushvalue(L, -1);
        lua_rawseti(L, 2, (lua_Integer)++count);
    }
    tartine_charge(L, (lua_Integer)count);
    key_entry *entries = lua_newuserdatauv(L, (count ? count : 1) * sizeof *entries, 0); /* 3 */
    for (size_t i = 0; i < count; i++) {
        key_entry *e = &entries[i];
        memset(e, 0, sizeof *e);
        e->position = i;
        int type = lua_rawgeti(L, 2, (lua_Integer)i + 1);
        if (type == LUA_TNUMBER) {
            e->rank = 0;
            e->is_integer = lua_isinteger(L, -1);
            e->integer = lua_tointegerx(L, -1, NULL);
            e->number = lua_tonumberx(L, -1, NULL);
        } else if (type == LUA_TSTRING) {
            e->rank = 1;
            e->string = lua_tolstring(L, -1, &e->length); /* kept alive by table 2 */
        } else if (type == LUA_TBOOLEAN) {
            e->rank = 2;
            e->integer = lua_toboolean(L, -1);
        } else {
            e->rank = 3;
        }
        lua_pop(L, 1);
    }
    qsort(entries, count, sizeof *entries, compare_keys);
    lua_createtable(L, (int)(count < (1u << 20) ? count : (1u << 20)), 0); /* 4: sorted keys */
    for (size_t i = 0; i < count; i++) {
        lua_rawgeti(L, 2, (lua_Integer)entries[i].position + 1);
        lua_rawseti(L, 4, (lua_Integer)i + 1);
    }
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 4);
    lua_pushinteger(L, 0);
    lua_pushcclosure(L, sorted_next, 3);
    lua_pushvalue(L, 1);
    lua_pushnil(L);
    return 3;
}
